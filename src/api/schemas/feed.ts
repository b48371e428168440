import { z } from 'zod'
import { storableText } from './text'
import { threadSummarySchema } from './thread-summary'

export const feedCursorSchema = z.object({ next: z.string().nullable() })

/** One page of a board feed or the star feed. */
export const feedPageSchema = z
  .object({
    activity: z.array(threadSummarySchema),
    cursor: feedCursorSchema,
  })
  .meta({ id: 'FeedPage' })

export type FeedPage = z.infer<typeof feedPageSchema>

export const feedQuerySchema = z.object({
  cursor: z.string().min(1).max(500).optional(),
  categoryFilter: storableText.trim().min(1).max(100).optional(),
})

export const starFeedQuerySchema = feedQuerySchema.pick({ cursor: true })
