import * as z from 'zod/mini'
import { credentialsSchema, emailInput } from './credentials'
import { dateTime, uuid } from './ids'
import { storableText } from './text'

/**
 * Body of POST /realms/{realm_id}/invites/{nonce}: email and password are needed only
 * when the caller has no account. An empty body (or none) is allowed. Spelled out rather
 * than z.partial(credentialsSchema), which would add to the zod chunk every page loads.
 */
export const inviteAcceptSchema = z
  .object({ email: z.optional(credentialsSchema.shape.email), password: z.optional(credentialsSchema.shape.password) })
  .register(z.globalRegistry, { id: 'InviteAccept' })

export type InviteAccept = z.output<typeof inviteAcceptSchema>

export const inviteAcceptedSchema = z
  .object({ realm_id: uuid, realm_slug: z.string() })
  .register(z.globalRegistry, { id: 'InviteAccepted' })

/** The longest label a moderator may give an invite. */
const INVITE_LABEL_MAX_CHARS = 100

/** Extension: body of POST /realms/{realm_id}/invites (moderators): an email it is bound to, and a label for the moderators. */
export const inviteCreateSchema = z
  .strictObject({
    email: z.optional(emailInput),
    label: z.optional(storableText.check(z.trim(), z.minLength(1, { error: 'must not be blank' }), z.maxLength(INVITE_LABEL_MAX_CHARS))),
  })
  .register(z.globalRegistry, { id: 'InviteCreate' })

// An absolute http(s) link; checked by pattern, not z.url(): its parser would weigh on every
// page's first load (zod sits in one shared chunk) for a link only moderators ever see.
export const inviteCreatedSchema = z
  .object({ nonce: z.string(), invite_url: z.string().check(z.regex(/^https?:\/\/[^\s]+$/)) })
  .register(z.globalRegistry, { id: 'InviteCreated' })

const INVITE_STATUSES = ['pending', 'used', 'expired', 'revoked'] as const

/** Extension: GET /realms/{realm_id}/invites/{nonce}. */
export const inviteStatusSchema = z
  .object({
    invite_status: z.enum(INVITE_STATUSES),
    requires_email: z.boolean(),
    realm_slug: z.string(),
  })
  .register(z.globalRegistry, { id: 'InviteStatus' })

export type InviteStatus = z.infer<typeof inviteStatusSchema>

/**
 * GET /realms/{realm_id}/invites (moderators): the realm's invites, newest first. Each is named by
 * its `id`: only a hash of its nonce is kept, so its link shows once, when it is made
 * (docs/decisions/055).
 */
export const inviteListSchema = z
  .object({
    invites: z.array(
      z.object({
        id: uuid,
        label: z.nullable(z.string()),
        email: z.nullable(z.string()),
        created_at: dateTime,
        expires_at: dateTime,
        status: z.enum(INVITE_STATUSES),
        /** Null once the moderator's account is gone. */
        created_by: z.nullable(z.object({ username: z.string() })),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'InviteList' })

export type InviteList = z.infer<typeof inviteListSchema>
