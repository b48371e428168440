import * as z from 'zod/mini'
import { uuid } from './ids'

const REALM_ROLES = ['member', 'moderator'] as const
export type RealmRole = (typeof REALM_ROLES)[number]

/** Extension: GET /users/@me. Each realm carries its name for the header's realm menu (decision 020). */
export const meSchema = z
  .object({
    id: uuid,
    username: z.string(),
    email: z.string(),
    /** Their avatar (the square copy of one of their uploads, `/uploads/…`), or null. */
    avatar: z.nullable(z.string()),
    realms: z.array(z.object({ id: uuid, slug: z.string(), name: z.string(), role: z.enum(REALM_ROLES) })),
  })
  .register(z.globalRegistry, { id: 'Me' })

export type Me = z.infer<typeof meSchema>
