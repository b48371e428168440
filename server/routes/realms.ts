import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { realmSchema } from '../../src/contract/schemas/realm'
import type { SingleFlight } from '../cache/single-flight'
import { realmWithBoards } from '../forum/realms'
import type { Db } from '../db/types'
import type { ApiEnv } from '../http/env'
import { errorResponses, jsonResponse } from '../http/openapi'
import { validate } from '../http/validation'
import { realmSlugParams } from './params'

/**
 * `reads`: readers of one realm arriving together share its query (every drawn page of the
 * realm asks it again to revalidate: server/pages/kept-pages.ts), each still seeing every
 * write made before it asked.
 */
export function realmRoutes(db: Db, reads: SingleFlight) {
  return new Hono<ApiEnv>().get(
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
      return c.json(realmSchema.parse(await reads.read(`realm by slug ${slug}`, () => realmWithBoards(db, slug))))
    },
  )
}
