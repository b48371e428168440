import { z } from 'zod'
import { dateTime } from './ids'
import { storableText } from './text'

/** Identity provider: POST /auth/login and POST /auth/refresh answer with this. */
export const accessTokenSchema = z
  .object({ access_token: z.string(), expires_at: dateTime })
  .meta({ id: 'AccessToken' })

export type AccessToken = z.infer<typeof accessTokenSchema>

/** Login takes an email and any password (length rules apply to new accounts only). */
export const loginSchema = z
  .object({
    email: storableText.trim().toLowerCase().min(1).max(254),
    password: z.string().min(1).max(200),
  })
  .meta({ id: 'Login' })
