import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { realmSchema } from '../../src/contract/schemas/realm'
import type { SingleFlight } from '../cache/single-flight'
import type { BoardStates } from '../forum/board-states'
import { realmWithBoards } from '../forum/realms'
import type { Db } from '../db/types'
import type { ApiEnv } from '../http/env'
import { errorResponses, jsonResponse } from '../http/openapi'
import { validate } from '../http/validation'
import { realmSlugParams } from './params'

/**
 * `reads`: readers of one realm arriving together share its query (every drawn page of the
 * realm asks it again to revalidate: server/pages/kept-pages.ts), each still seeing every
 * write made before it asked. A signed-in reader's answer then gains their own settings of each
 * board (`boardStates`).
 */
export function realmRoutes(db: Db, reads: SingleFlight, boardStates: BoardStates) {
  return new Hono<ApiEnv>().get(
    '/realms/slug/:realm_slug',
    describeRoute({
      operationId: 'getRealmBySlug',
      summary: 'A realm with its boards (extension)',
      description:
        "Anyone may read it; members-only boards are listed, marked `members_only`. Each board carries `threads_amount` (all its threads, members-only boards included) and `last_activity_at` (its newest thread activity, null when it has no threads). For a signed-in reader, each board they may read carries their `muted` and `pinned`, and `has_updates` (someone else wrote on it since their last visit); pinned boards come first. A visitor's are all false.",
      tags: ['realms'],
      responses: { 200: jsonResponse(realmSchema, 'The realm.'), ...errorResponses(400, 404) },
    }),
    validate('param', realmSlugParams),
    async (c) => {
      const { realm_slug: slug } = c.req.valid('param')
      const [viewer, realm] = await c.var.viewer.beside(reads.read(`realm by slug ${slug}`, () => realmWithBoards(db, slug)))
      return c.json(realmSchema.parse(viewer ? await boardStates.realmFor(viewer, realm) : realm))
    },
  )
}
