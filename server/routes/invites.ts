import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import {
  inviteAcceptedSchema,
  inviteAcceptSchema,
  inviteCreatedSchema,
  inviteCreateSchema,
  inviteStatusSchema,
} from '../../src/api/schemas/invite'
import { optionalViewer, requireViewer, userRequired } from '../auth/viewer'
import { claimInvite, createInvite, findInvite, inviteStatus } from '../db/queries/invites'
import { roleOf } from '../auth/viewer-facts'
import { addMember, createUser, findUserByEmail, isMember } from '../db/queries/users'
import { realms } from '../db/schema'
import { appOrigin } from '../config'
import type { Deps } from '../deps'
import { ApiError, messages } from '../errors'
import { hashPassword, verifyPassword } from '../lib/passwords'
import { rateLimit } from '../lib/rate-limit'
import { bearer, bearerOrAnonymous, errorResponses, jsonResponse } from '../openapi'
import { requireJson, validate } from '../validation'
import { inviteParams, realmParams } from './params'

/** Who accepts: the logged-in user, an existing account by its password, or a new one. */
type Acceptor = { kind: 'existing'; id: string; email: string } | { kind: 'new'; email: string; password: string }

export function inviteRoutes(deps: Deps) {
  const { db } = deps

  /**
   * Runs only once the invite is known to be pending, so nothing here answers for a used
   * or expired one. A bound invite compares the email before any account is looked up:
   * another address hears 403 whether or not it has an account, whatever the password.
   */
  async function acceptorFor(
    invitedEmail: string | null,
    viewer: { id: string; email: string } | null,
    body: { email?: string; password?: string },
  ): Promise<Acceptor> {
    const mismatch = (email: string) => invitedEmail !== null && invitedEmail !== email.toLowerCase()
    if (viewer) {
      if (mismatch(viewer.email)) throw new ApiError(403, messages.inviteEmailMismatch)
      return { kind: 'existing', id: viewer.id, email: viewer.email }
    }
    if (!body.email || !body.password) throw new ApiError(400, messages.inviteNeedsAccount)
    if (mismatch(body.email)) throw new ApiError(403, messages.inviteEmailMismatch)
    const user = await findUserByEmail(db, body.email)
    if (!user) return { kind: 'new', email: body.email, password: body.password }
    if (!(await verifyPassword(body.password, user.passwordHash))) {
      throw new ApiError(401, messages.wrongCredentials)
    }
    return { kind: 'existing', id: user.id, email: user.email }
  }

  return new Hono()
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
      rateLimit(deps, 'invite accept', deps.config.rateLimitPerMinute),
      validate('param', inviteParams),
      requireJson({ optional: true }),
      validate('json', inviteAcceptSchema),
      async (c) => {
        c.header('Referrer-Policy', 'no-referrer')
        const { realm_id: realmId, nonce } = c.req.valid('param')
        const invite = await findInvite(db, realmId, nonce)
        if (!invite) throw new ApiError(404, messages.inviteNotFound)
        // The invite's own validity first: a spent invite must not become an oracle for
        // which emails have accounts or which passwords are right
        // (docs/decisions/019-invite-checks-before-credentials.md).
        const now = deps.now()
        if (inviteStatus(invite, now) !== 'pending') throw new ApiError(403, messages.inviteNoLongerValid)
        const acceptor = await acceptorFor(invite.email, await optionalViewer(deps, c), c.req.valid('json'))
        if (acceptor.kind === 'existing' && (await isMember(db, realmId, acceptor.id))) {
          throw new ApiError(409, messages.alreadyMember)
        }
        // Hash before the transaction: scrypt is slow and must not hold a database lock.
        const account = acceptor.kind === 'new' ? { ...acceptor, passwordHash: await hashPassword(acceptor.password) } : acceptor
        await db.transaction(async (tx) => {
          const userId = account.kind === 'existing' ? account.id : (await createUser(tx, account.email, account.passwordHash)).id
          if (!(await claimInvite(tx, invite.id, userId, now))) {
            throw new ApiError(403, messages.inviteNoLongerValid)
          }
          if (!(await addMember(tx, realmId, userId))) throw new ApiError(409, messages.alreadyMember)
        })
        return c.json(inviteAcceptedSchema.parse({ realm_id: invite.realmId, realm_slug: invite.realmSlug }))
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
        const invite = await findInvite(db, realmId, nonce)
        if (!invite) throw new ApiError(404, messages.inviteNotFound)
        return c.json(
          inviteStatusSchema.parse({
            invite_status: inviteStatus(invite, deps.now()),
            requires_email: invite.email !== null,
            realm_slug: invite.realmSlug,
          }),
        )
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
      userRequired(deps),
      validate('param', realmParams),
      requireJson({ optional: true }),
      validate('json', inviteCreateSchema),
      async (c) => {
        const { realm_id: realmId } = c.req.valid('param')
        const { email } = c.req.valid('json')
        const viewer = await requireViewer(deps, c)
        const [realm] = await db.select({ id: realms.id }).from(realms).where(eq(realms.id, realmId))
        if (!realm) throw new ApiError(404, messages.realmNotFound(realmId))
        if ((await roleOf(deps, viewer, realmId)) !== 'moderator') {
          throw new ApiError(403, messages.inviteCreateForbidden)
        }
        const nonce = await createInvite(db, { realmId, email, createdBy: viewer.id, now: deps.now() })
        const inviteUrl = new URL(`/invites/${realmId}/${nonce}`, appOrigin(deps.config, c.req.url)).toString()
        return c.json(inviteCreatedSchema.parse({ nonce, invite_url: inviteUrl }))
      },
    )
}
