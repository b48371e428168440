import * as z from 'zod/mini'
import { dateTime } from './ids'
import { storableText } from './text'

/** Identity provider: POST /auth/login and POST /auth/refresh answer with this. */
export const accessTokenSchema = z
  .object({ access_token: z.string(), expires_at: dateTime })
  .register(z.globalRegistry, { id: 'AccessToken' })

/** Login takes an email and any password (length rules apply to new accounts only). */
export const loginSchema = z
  .object({
    email: storableText.check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(254)),
    password: z.string().check(z.minLength(1), z.maxLength(200)),
  })
  .register(z.globalRegistry, { id: 'Login' })
