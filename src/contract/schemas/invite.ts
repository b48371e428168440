import * as z from 'zod/mini'
import { credentialsSchema, emailInput } from './credentials'
import { uuid } from './ids'

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

/** Extension: body of POST /realms/{realm_id}/invites (moderators). */
export const inviteCreateSchema = z.strictObject({ email: z.optional(emailInput) }).register(z.globalRegistry, { id: 'InviteCreate' })

// An absolute http(s) link; checked by pattern, not z.url(): its parser would weigh on every
// page's first load (zod sits in one shared chunk) for a link only moderators ever see.
export const inviteCreatedSchema = z
  .object({ nonce: z.string(), invite_url: z.string().check(z.regex(/^https?:\/\/[^\s]+$/)) })
  .register(z.globalRegistry, { id: 'InviteCreated' })

const INVITE_STATUSES = ['pending', 'used', 'expired'] as const

/** Extension: GET /realms/{realm_id}/invites/{nonce}. */
export const inviteStatusSchema = z
  .object({
    invite_status: z.enum(INVITE_STATUSES),
    requires_email: z.boolean(),
    realm_slug: z.string(),
  })
  .register(z.globalRegistry, { id: 'InviteStatus' })

export type InviteStatus = z.infer<typeof inviteStatusSchema>
