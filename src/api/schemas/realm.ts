import * as z from 'zod/mini'
import { uuid } from './ids'

export const boardSchema = z
  .object({
    id: uuid,
    slug: z.string(),
    name: z.string(),
    tagline: z.string(),
    members_only: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Board' })

export type Board = z.infer<typeof boardSchema>

/** Extension: GET /realms/slug/{realm_slug}. */
export const realmSchema = z
  .object({ id: uuid, slug: z.string(), name: z.string(), boards: z.array(boardSchema) })
  .register(z.globalRegistry, { id: 'Realm' })

export type Realm = z.infer<typeof realmSchema>
