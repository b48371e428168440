import { z } from 'zod'
import { credentialsSchema, emailInput } from './credentials'
import { uuid } from './ids'

/**
 * Body of POST /realms/{realm_id}/invites/{nonce}: email and password are needed only
 * when the caller has no account. An empty body (or none) is allowed.
 */
export const inviteAcceptSchema = credentialsSchema.partial().meta({ id: 'InviteAccept' })

export type InviteAccept = z.output<typeof inviteAcceptSchema>

export const inviteAcceptedSchema = z
  .object({ realm_id: uuid, realm_slug: z.string() })
  .meta({ id: 'InviteAccepted' })

export type InviteAccepted = z.infer<typeof inviteAcceptedSchema>

/** Extension: body of POST /realms/{realm_id}/invites (moderators). */
export const inviteCreateSchema = z
  .strictObject({ email: emailInput.optional() })
  .meta({ id: 'InviteCreate' })

export const inviteCreatedSchema = z
  .object({ nonce: z.string(), invite_url: z.url() })
  .meta({ id: 'InviteCreated' })

export type InviteCreated = z.infer<typeof inviteCreatedSchema>

export const INVITE_STATUSES = ['pending', 'used', 'expired'] as const

/** Extension: GET /realms/{realm_id}/invites/{nonce}. */
export const inviteStatusSchema = z
  .object({
    invite_status: z.enum(INVITE_STATUSES),
    requires_email: z.boolean(),
    realm_slug: z.string(),
  })
  .meta({ id: 'InviteStatus' })

export type InviteStatus = z.infer<typeof inviteStatusSchema>
