import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import * as z from 'zod/mini'
import { uuid } from '../../src/contract/schemas/ids'
import { memberPageSchema, memberQuerySchema, memberRoleSchema } from '../../src/contract/schemas/members'
import type { Members } from '../forum/members'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, errorResponses, jsonResponse, noContent } from '../http/openapi'
import { requireJson, validate } from '../http/validation'
import { realmParams } from './params'

const memberParams = z.object({ realm_id: uuid, user_id: uuid })
// `@me`: the caller, leaving.
const leavingParams = z.object({ realm_id: uuid, user_id: z.union([uuid, z.literal('@me')]) })

/** A realm's members, run by its moderators; anyone may leave (design.md, "Realm admin"). */
export function memberRoutes(members: Members) {
  return new Hono<ApiEnv>()
    .get(
      '/realms/:realm_id/members',
      describeRoute({
        operationId: 'listMembers',
        summary: "The realm's members (moderators)",
        description: 'Newest first, 50 a page; `q` keeps those whose username holds it. `avatar` is null: users have none of their own.',
        tags: ['realm admin'],
        security: bearer,
        responses: { 200: jsonResponse(memberPageSchema, 'One page.'), ...errorResponses(400, 401, 403, 404) },
      }),
      userRequired,
      validate('param', realmParams),
      validate('query', memberQuerySchema),
      async (c) => {
        const viewer = await c.var.viewer.required()
        return c.json(await members.page(viewer, c.req.valid('param').realm_id, c.req.valid('query')))
      },
    )
    .patch(
      '/realms/:realm_id/members/:user_id',
      describeRoute({
        operationId: 'setMemberRole',
        summary: "Change a member's role (moderators)",
        description: 'The last moderator cannot be made a member: 409.',
        tags: ['realm admin'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 403, 404, 409, 415) },
      }),
      userRequired,
      requireJson(),
      validate('param', memberParams),
      validate('json', memberRoleSchema),
      async (c) => {
        const viewer = await c.var.viewer.required()
        const { realm_id: realmId, user_id: userId } = c.req.valid('param')
        await members.setRole(viewer, realmId, userId, c.req.valid('json').role)
        return c.body(null, 204)
      },
    )
    .delete(
      '/realms/:realm_id/members/:user_id',
      describeRoute({
        operationId: 'removeMember',
        summary: 'Take a member out of the realm (moderators), or leave it (`@me`)',
        description:
          'They keep their account and other realms, and lose its members-only boards from their next request on. The last moderator cannot be taken out or leave: 409.',
        tags: ['realm admin'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 403, 404, 409) },
      }),
      userRequired,
      validate('param', leavingParams),
      async (c) => {
        const viewer = await c.var.viewer.required()
        const { realm_id: realmId, user_id: userId } = c.req.valid('param')
        await members.remove(viewer, realmId, userId === '@me' ? viewer.id : userId)
        return c.body(null, 204)
      },
    )
}
