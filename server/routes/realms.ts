import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { realmSchema } from '../../src/api/schemas/realm'
import { boards, realms } from '../db/schema'
import type { Deps } from '../deps'
import { ApiError, messages } from '../errors'
import { errorResponses, jsonResponse } from '../openapi'
import { validate } from '../validation'
import { realmSlugParams } from './params'

export function realmRoutes(deps: Deps) {
  const { db } = deps
  return new Hono().get(
    '/realms/slug/:realm_slug',
    describeRoute({
      operationId: 'getRealmBySlug',
      summary: 'A realm with its boards (extension)',
      description: 'Anyone may read it; members-only boards are listed, marked `members_only`.',
      tags: ['realms'],
      responses: { 200: jsonResponse(realmSchema, 'The realm.'), ...errorResponses(400, 404) },
    }),
    validate('param', realmSlugParams),
    async (c) => {
      const { realm_slug: slug } = c.req.valid('param')
      const [realm] = await db.select().from(realms).where(eq(realms.slug, slug))
      if (!realm) throw new ApiError(404, messages.realmSlugNotFound(slug))
      const boardRows = await db
        .select({
          id: boards.id,
          slug: boards.slug,
          name: boards.name,
          tagline: boards.tagline,
          members_only: boards.membersOnly,
        })
        .from(boards)
        .where(eq(boards.realmId, realm.id))
        .orderBy(asc(boards.position), asc(boards.slug))
      return c.json(realmSchema.parse({ ...realm, boards: boardRows }))
    },
  )
}
