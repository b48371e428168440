import * as z from 'zod/mini'
import { credentialsSchema, emailInput } from './credentials'
import { dateTime, uuid } from './ids'

/** Extension (design.md, "Accounts"): body of POST /auth/password-reset. */
export const passwordResetRequestSchema = z.object({ email: emailInput }).register(z.globalRegistry, { id: 'PasswordResetRequest' })

/** Extension: body of POST /auth/password-reset/{token}: the new password, by the account rules. */
export const passwordResetSchema = z
  .object({ password: credentialsSchema.shape.password })
  .register(z.globalRegistry, { id: 'PasswordReset' })

/** An answer that is only words for the reader: a reset asked for (the same whether or not the address has an account), a digest stopped. */
export const messageSchema = z.object({ message: z.string() }).register(z.globalRegistry, { id: 'Message' })

/** Extension: body of POST /users/@me/password. The current password as login takes it, the new one by the account rules. */
export const passwordChangeSchema = z
  .object({ current_password: z.string().check(z.minLength(1), z.maxLength(200)), new_password: credentialsSchema.shape.password })
  .register(z.globalRegistry, { id: 'PasswordChange' })

/** Extension: one of GET /users/@me/sessions: a login, where it was last used from, and whether it is this one. */
const sessionSchema = z
  .object({ id: uuid, created_at: dateTime, last_used_at: dateTime, device: z.string(), current: z.boolean() })
  .register(z.globalRegistry, { id: 'Session' })

export type Session = z.infer<typeof sessionSchema>

export const sessionsSchema = z.array(sessionSchema).register(z.globalRegistry, { id: 'Sessions' })

/** A username: 2–32 letters, digits, `.`, `_` or `-` (no spaces, nothing a header or a line could be broken with). */
const usernameInput = z
  .string()
  .check(z.trim(), z.regex(/^[\p{L}\p{N}._-]{2,32}$/u, { error: 'must be 2 to 32 letters, digits, dots, dashes or underscores' }))

/** Extension: body of PATCH /users/@me: what of the profile changes, at least one of the two. */
export const profileUpdateSchema = z
  .strictObject({
    username: z.optional(usernameInput),
    /** The url of one of your uploads (`/uploads/<hash>.<ext>`, as POST /uploads answered it), or null for none. */
    avatar: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  })
  .check(z.refine((change) => change.username !== undefined || change.avatar !== undefined, { error: 'say a username or an avatar' }))
  .register(z.globalRegistry, { id: 'ProfileUpdate' })
