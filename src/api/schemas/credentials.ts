import * as z from 'zod/mini'

export const PASSWORD_MIN = 8
/** Exported though only used here: the build inlines an exported constant but keeps a module's own as a variable, a few bytes more on the page. @public */
export const PASSWORD_MAX = 200

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
