import * as z from 'zod/mini'
import { contributionSchema } from './contribution'
import { count, dateTime, uuid } from './ids'

export const threadSummarySchema = z
  .object({
    id: uuid,
    parent_board_slug: z.string(),
    parent_board_id: z.string(),
    parent_realm_slug: z.string(),
    parent_realm_id: z.string(),
    starter: contributionSchema,
    // A string, not the enum: the client renders values it does not know as `thread`.
    default_view: z.string(),
    new: z.boolean(),
    muted: z.boolean(),
    hidden: z.boolean(),
    starred: z.boolean(),
    new_posts_amount: count,
    new_comments_amount: count,
    total_comments_amount: count,
    total_posts_amount: count,
    direct_threads_amount: count,
    last_activity_at: dateTime,
  })
  .register(z.globalRegistry, { id: 'ThreadSummary' })

export type ThreadSummary = z.infer<typeof threadSummarySchema>
