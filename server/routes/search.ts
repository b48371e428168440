import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { searchPageSchema, searchQuerySchema } from '../../src/contract/schemas/search'
import type { Search } from '../forum/search'
import type { ApiEnv } from '../http/env'
import { bearerOrAnonymous, errorResponses, jsonResponse } from '../http/openapi'
import { validate } from '../http/validation'

export function searchRoutes(search: Search) {
  return new Hono<ApiEnv>().get(
    '/search',
    describeRoute({
      operationId: 'search',
      summary: 'Search a realm (extension)',
      description:
        'Full text over contributions, comments and tags of the boards the caller may read: `"phrase"`, `-word`, `or`, `#tag`; the last word matches as a prefix while typed. Best first with recency, 20 a page; pass `cursor.next` as `cursor`. `excerpt` is plain text, `highlights` character offsets into it.',
      tags: ['search'],
      security: bearerOrAnonymous,
      responses: { 200: jsonResponse(searchPageSchema, 'One page of results.'), ...errorResponses(400, 401, 403, 404) },
    }),
    validate('query', searchQuerySchema),
    async (c) => {
      const viewer = await c.var.viewer.optional()
      return c.json(await search.page(viewer, c.req.valid('query')))
    },
  )
}
