import * as z from 'zod/mini'
import { PASSWORD_MAX, PASSWORD_MIN } from '../shapes/passwords'

/** Emails are compared case-insensitively, so they travel trimmed and lowercased. */
export const emailInput = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email({ error: 'must be an email address' }).check(z.maxLength(254)),
)

export const credentialsSchema = z
  .object({
    email: emailInput,
    password: z
      .string()
      .check(z.minLength(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` }), z.maxLength(PASSWORD_MAX)),
  })
  .register(z.globalRegistry, { id: 'Credentials' })

export type Credentials = z.output<typeof credentialsSchema>
