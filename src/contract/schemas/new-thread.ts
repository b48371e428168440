import * as z from 'zod/mini'
import { replySchema } from './reply'
import { DEFAULT_VIEWS } from '../shapes/default-views'

/**
 * Body of POST /boards/{board_id} (an extension, the reference system's shape): a new
 * thread's starter, as a reply's body, and how the thread opens (`thread` when not given).
 * The answer is the full Thread.
 */
export const newThreadSchema = z
  .extend(replySchema, { defaultView: z.optional(z.enum(DEFAULT_VIEWS)) })
  .register(z.globalRegistry, { id: 'NewThread' })

export type NewThreadInput = z.input<typeof newThreadSchema>
export type NewThread = z.output<typeof newThreadSchema>
