import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { feedPageSchema, feedQuerySchema, ownFeedQuerySchema, starFeedQuerySchema } from '../../src/contract/schemas/feed'
import type { Feeds } from '../forum/feeds'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, bearerOrAnonymous, errorResponses, jsonResponse } from '../http/openapi'
import { validate } from '../http/validation'
import { boardParams } from './params'

const json = { 'Content-Type': 'application/json' }

export function feedRoutes(feeds: Feeds) {
  return new Hono<ApiEnv>()
    .get(
      '/feeds/boards/:board_id',
      describeRoute({
        operationId: 'getBoardFeed',
        summary: "A board's activity feed",
        description:
          '20 threads a page, newest activity first. Pass `cursor.next` as `cursor` for the next page. `categoryFilter` matches a starter category tag, ignoring case.',
        tags: ['feeds'],
        security: bearerOrAnonymous,
        responses: { 200: jsonResponse(feedPageSchema, 'One page of the feed.'), ...errorResponses(400, 401, 403, 404) },
      }),
      validate('param', boardParams),
      validate('query', feedQuerySchema),
      async (c) => {
        const { board_id: boardId } = c.req.valid('param')
        return c.body(await feeds.boardPage(c.var.viewer, boardId, c.req.valid('query')), 200, json)
      },
    )
    .get(
      '/feeds/users/@me/stars',
      describeRoute({
        operationId: 'getStarFeed',
        summary: "The current user's starred threads",
        description: 'Same paging as the board feed.',
        tags: ['feeds'],
        security: bearer,
        responses: { 200: jsonResponse(feedPageSchema, 'One page of the feed.'), ...errorResponses(400, 401) },
      }),
      userRequired,
      validate('query', starFeedQuerySchema),
      async (c) => {
        const viewer = await c.var.viewer.required()
        return c.body(await feeds.starPage(viewer, c.req.valid('query')), 200, json)
      },
    )
    .get(
      '/feeds/users/@me',
      describeRoute({
        operationId: 'getOwnFeed',
        summary: '"Your stuff": threads the current user started or wrote in (extension)',
        description:
          'Same paging as the board feed, newest activity first. `updated_only=true` keeps those someone else wrote in since the user last visited them.',
        tags: ['feeds'],
        security: bearer,
        responses: { 200: jsonResponse(feedPageSchema, 'One page of the feed.'), ...errorResponses(400, 401) },
      }),
      userRequired,
      validate('query', ownFeedQuerySchema),
      async (c) => {
        const viewer = await c.var.viewer.required()
        return c.body(await feeds.ownPage(viewer, c.req.valid('query')), 200, json)
      },
    )
}
