import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import * as z from 'zod/mini'
import { passwordChangeSchema, sessionsSchema } from '../../src/contract/schemas/accounts'
import { uuid } from '../../src/contract/schemas/ids'
import type { Accounts } from '../forum/accounts'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, errorResponses, jsonResponse, noContent } from '../http/openapi'
import { rateLimit, type RateLimiting } from '../http/rate-limit'
import { requireJson, validate } from '../http/validation'

/**
 * The account's own keeping (design.md, "Accounts"): changing the password, and the sessions
 * signed in elsewhere. A wrong current password counts as a login attempt does (the same limit),
 * so that this is no second door for guessing.
 */
export function accountRoutes(accounts: Accounts, limiting: RateLimiting, loginsPerMinute: number) {
  return new Hono<ApiEnv>()
    .post(
      '/users/@me/password',
      describeRoute({
        operationId: 'changePassword',
        summary: 'Change the password, given the current one (extension)',
        description: 'Every other session of the account ends; this one stays.',
        tags: ['users'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 415, 429) },
      }),
      userRequired,
      rateLimit(limiting, 'login', loginsPerMinute),
      requireJson(),
      validate('json', passwordChangeSchema),
      async (c) => {
        const { current_password, new_password } = c.req.valid('json')
        await accounts.changePassword(await c.var.viewer.required(), current_password, new_password)
        return c.body(null, 204)
      },
    )
    .get(
      '/users/@me/sessions',
      describeRoute({
        operationId: 'listSessions',
        summary: "The account's sessions, the one used last first (extension)",
        tags: ['users'],
        security: bearer,
        responses: {
          200: jsonResponse(sessionsSchema, 'The sessions; `current` is the one this token belongs to.'),
          ...errorResponses(401),
        },
      }),
      async (c) => c.json(sessionsSchema.parse(await accounts.sessionsOf(await c.var.viewer.required()))),
    )
    .delete(
      '/users/@me/sessions',
      describeRoute({
        operationId: 'endOtherSessions',
        summary: 'Sign out everywhere else: every session but this one ends (extension)',
        tags: ['users'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(401) },
      }),
      async (c) => {
        await accounts.endOtherSessions(await c.var.viewer.required())
        return c.body(null, 204)
      },
    )
    .delete(
      '/users/@me/sessions/:session_id',
      describeRoute({
        operationId: 'endSession',
        summary: 'End one session of the account (extension)',
        tags: ['users'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 404) },
      }),
      userRequired,
      validate('param', z.object({ session_id: uuid })),
      async (c) => {
        await accounts.endSession(await c.var.viewer.required(), c.req.valid('param').session_id)
        return c.body(null, 204)
      },
    )
}
