import { z } from 'zod'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 200

/** Emails are compared case-insensitively, so they travel trimmed and lowercased. */
export const emailInput = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be an email address' }).max(254))

export const credentialsSchema = z
  .object({
    email: emailInput,
    password: z
      .string()
      .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
      .max(PASSWORD_MAX),
  })
  .meta({ id: 'Credentials' })

export type Credentials = z.output<typeof credentialsSchema>
