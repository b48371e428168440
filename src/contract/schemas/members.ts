import * as z from 'zod/mini'
import { dateTime, uuid } from './ids'

const ROLES = ['member', 'moderator'] as const

/**
 * GET /realms/{realm_id}/members (moderators): newest members first, 50 a page. `avatar` is the
 * member's own (their upload's square copy, `/uploads/…`), or null; never shown beside a secret
 * identity.
 */
export const memberPageSchema = z
  .object({
    members: z.array(
      z.object({ user_id: uuid, username: z.string(), avatar: z.nullable(z.string()), role: z.enum(ROLES), joined_at: dateTime }),
    ),
    cursor: z.object({ next: z.nullable(z.string()) }),
  })
  .register(z.globalRegistry, { id: 'MemberPage' })

export type MemberPage = z.infer<typeof memberPageSchema>

export const memberQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
  /** Only usernames holding these characters. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
})

/** Body of PATCH /realms/{realm_id}/members/{user_id}. */
export const memberRoleSchema = z.object({ role: z.enum(ROLES) }).register(z.globalRegistry, { id: 'MemberRole' })
