import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import {
  inviteAcceptedSchema,
  inviteAcceptSchema,
  inviteCreatedSchema,
  inviteCreateSchema,
  inviteStatusSchema,
} from '../../src/contract/schemas/invite'
import type { Invites } from '../forum/invites'
import { appOrigin, type AppAddress } from '../http/app-origin'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, bearerOrAnonymous, errorResponses, jsonResponse } from '../http/openapi'
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
        description: 'Single use, valid for 7 days; with `email`, only that address may accept it.',
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
        const { email } = c.req.valid('json')
        const viewer = await c.var.viewer.required()
        const nonce = await invites.create(viewer, realmId, email)
        const inviteUrl = new URL(`/invites/${realmId}/${nonce}`, appOrigin(options.address, c.req.url)).toString()
        return c.json(inviteCreatedSchema.parse({ nonce, invite_url: inviteUrl }))
      },
    )
}
