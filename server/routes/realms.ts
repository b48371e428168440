import { asc, count, eq, max } from 'drizzle-orm'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { realmSchema } from '../../src/api/schemas/realm'
import { boards, realms, threads } from '../db/schema'
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
      description:
        'Anyone may read it; members-only boards are listed, marked `members_only`. Each board carries `threads_amount` (all its threads, members-only boards included) and `last_activity_at` (its newest thread activity, null when it has no threads).',
      tags: ['realms'],
      responses: { 200: jsonResponse(realmSchema, 'The realm.'), ...errorResponses(400, 404) },
    }),
    validate('param', realmSlugParams),
    async (c) => {
      const { realm_slug: slug } = c.req.valid('param')
      const [realm] = await db.select().from(realms).where(eq(realms.slug, slug))
      if (!realm) throw new ApiError(404, messages.realmSlugNotFound(slug))
      // One query: every board of the realm with its threads aggregated (none: 0 and null).
      const boardRows = await db
        .select({
          id: boards.id,
          slug: boards.slug,
          name: boards.name,
          tagline: boards.tagline,
          members_only: boards.membersOnly,
          threads_amount: count(threads.id),
          lastActivityAt: max(threads.lastActivityAt),
        })
        .from(boards)
        .leftJoin(threads, eq(threads.boardId, boards.id))
        .where(eq(boards.realmId, realm.id))
        .groupBy(boards.id)
        .orderBy(asc(boards.position), asc(boards.slug))
      const boardList = boardRows.map(({ lastActivityAt, ...board }) => ({
        ...board,
        last_activity_at: lastActivityAt?.toISOString() ?? null,
      }))
      return c.json(realmSchema.parse({ ...realm, boards: boardList }))
    },
  )
}
