import * as z from 'zod/mini'
import { count, dateTime, uuid } from './ids'

export const boardSchema = z
  .object({
    id: uuid,
    slug: z.string(),
    name: z.string(),
    tagline: z.string(),
    /** Extension: a quill delta drawn above the board's feed (design.md, "Realm admin"); null for none. */
    description: z.nullable(z.string()),
    members_only: z.boolean(),
    /** Every thread on the board (members-only boards are counted for everyone). */
    threads_amount: count,
    /**
     * Extension (design.md, "Reader controls"): the signed-in reader's own settings of the board,
     * and whether someone else wrote on it since their last visit. False for visitors.
     */
    muted: z.boolean(),
    pinned: z.boolean(),
    has_updates: z.boolean(),
    /** The newest thread's `last_activity_at`; null while the board has no threads. */
    last_activity_at: z.nullable(dateTime),
  })
  .register(z.globalRegistry, { id: 'Board' })

export type Board = z.infer<typeof boardSchema>

/** Extension: GET /realms/slug/{realm_slug}. */
export const realmSchema = z
  .object({ id: uuid, slug: z.string(), name: z.string(), boards: z.array(boardSchema) })
  .register(z.globalRegistry, { id: 'Realm' })

export type Realm = z.infer<typeof realmSchema>
