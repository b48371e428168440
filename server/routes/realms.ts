import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { realmSchema } from '../../src/api/schemas/realm'
import { realmWithBoards } from '../forum/realms'
import type { Db } from '../db/types'
import type { ApiEnv } from '../http/env'
import { errorResponses, jsonResponse } from '../http/openapi'
import { validate } from '../http/validation'
import { realmSlugParams } from './params'

export function realmRoutes(db: Db) {
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
      return c.json(realmSchema.parse(await realmWithBoards(db, slug)))
    },
  )
}
