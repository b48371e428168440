import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import {
  inviteAcceptedSchema,
  inviteAcceptSchema,
  inviteCreatedSchema,
  inviteCreateSchema,
  inviteListSchema,
  inviteStatusSchema,
} from '../../src/contract/schemas/invite'
import type { Invites } from '../forum/invites'
import { appOrigin, type AppAddress } from '../http/app-origin'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, bearerOrAnonymous, errorResponses, jsonResponse, noContent } from '../http/openapi'
import { rateLimit, type RateLimiting } from '../http/rate-limit'
import { requireJson, validate } from '../http/validation'
import { inviteParams, realmParams } from './params'

export function inviteRoutes(invites: Invites, options: { limiting: RateLimiting; acceptsPerMinute: number; address: AppAddress }) {
  return new Hono<ApiEnv>()
    .post(
      '/realms/:realm_id/invites/:nonce',
      describeRoute({
        operationId: 'acceptInvite',
        summary: 'Accept a realm invite (creates an account when needed)',
        description:
          'Logged in: no body needed. Otherwise send email and password: an existing account joins when the password matches; an unknown email gets a new account. Accepting does not log in. Checks, in order: unknown invite or realm 404; used or expired 403 (before the body or the token is looked at, so a spent invite tells nothing about accounts); no account and no credentials 400; invite bound to another email 403 (before the account is looked up); wrong password 401; already a member 409.',
        tags: ['invites'],
        security: bearerOrAnonymous,
        responses: {
          200: jsonResponse(inviteAcceptedSchema, 'Joined.'),
          ...errorResponses(400, 401, 403, 404, 409, 415, 429),
        },
      }),
      rateLimit(options.limiting, 'invite accept', options.acceptsPerMinute),
      validate('param', inviteParams),
      requireJson({ optional: true }),
      validate('json', inviteAcceptSchema),
      async (c) => {
        c.header('Referrer-Policy', 'no-referrer')
        const { realm_id: realmId, nonce } = c.req.valid('param')
        const joined = await invites.accept(c.var.viewer, { realmId, nonce }, c.req.valid('json'))
        return c.json(inviteAcceptedSchema.parse(joined))
      },
    )
    .get(
      '/realms/:realm_id/invites/:nonce',
      describeRoute({
        operationId: 'getInvite',
        summary: 'Read an invite before accepting it (extension)',
        description: '`requires_email`: the invite was made for one email address.',
        tags: ['invites'],
        responses: { 200: jsonResponse(inviteStatusSchema, 'The invite.'), ...errorResponses(400, 404) },
      }),
      validate('param', inviteParams),
      async (c) => {
        c.header('Referrer-Policy', 'no-referrer')
        const { realm_id: realmId, nonce } = c.req.valid('param')
        return c.json(inviteStatusSchema.parse(await invites.status({ realmId, nonce })))
      },
    )
    .post(
      '/realms/:realm_id/invites',
      describeRoute({
        operationId: 'createInvite',
        summary: 'Create an invite (moderators; extension)',
        description:
          "Single use, valid for 7 days; with `email`, only that address may accept it; `label` is for the moderators' list. Its link shows only now: the server keeps a hash of its nonce.",
        tags: ['invites'],
        security: bearer,
        responses: {
          200: jsonResponse(inviteCreatedSchema, 'The invite.'),
          ...errorResponses(400, 401, 403, 404, 415),
        },
      }),
      userRequired,
      validate('param', realmParams),
      requireJson({ optional: true }),
      validate('json', inviteCreateSchema),
      async (c) => {
        const { realm_id: realmId } = c.req.valid('param')
        const viewer = await c.var.viewer.required()
        const nonce = await invites.create(viewer, realmId, c.req.valid('json'))
        const inviteUrl = new URL(`/invites/${realmId}/${nonce}`, appOrigin(options.address, c.req.url)).toString()
        return c.json(inviteCreatedSchema.parse({ nonce, invite_url: inviteUrl }))
      },
    )
    .get(
      '/realms/:realm_id/invites',
      describeRoute({
        operationId: 'listInvites',
        summary: "The realm's invites (moderators)",
        description: 'Newest first, at most 200, each with its status, label, bound email and who made it; named by `id`.',
        tags: ['invites'],
        security: bearer,
        responses: { 200: jsonResponse(inviteListSchema, 'The invites.'), ...errorResponses(400, 401, 403, 404) },
      }),
      userRequired,
      validate('param', realmParams),
      async (c) => {
        const viewer = await c.var.viewer.required()
        return c.json(await invites.list(viewer, c.req.valid('param').realm_id))
      },
    )
    .delete(
      '/realms/:realm_id/invites/:nonce',
      describeRoute({
        operationId: 'revokeInvite',
        summary: 'Take an invite back (moderators)',
        description:
          'Named by its nonce or, as the list names it, its id. Its page then says it was revoked and nobody can accept it; of an accept and a revoke at once exactly one wins. Used already: 409. Again: 204.',
        tags: ['invites'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 403, 404, 409) },
      }),
      userRequired,
      validate('param', inviteParams),
      async (c) => {
        const { realm_id: realmId, nonce } = c.req.valid('param')
        const viewer = await c.var.viewer.required()
        await invites.revoke(viewer, realmId, UUID.test(nonce) ? { id: nonce } : { nonce })
        return c.body(null, 204)
      },
    )
}

// A nonce is 43 URL-safe characters; an id, as the list gives it, is a uuid.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
