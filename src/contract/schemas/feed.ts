import * as z from 'zod/mini'
import { storableText } from './text'
import { threadSummarySchema } from './thread-summary'

const feedCursorSchema = z.object({ next: z.nullable(z.string()) })

/** One page of a board feed or the star feed. */
export const feedPageSchema = z
  .object({
    activity: z.array(threadSummarySchema),
    cursor: feedCursorSchema,
  })
  .register(z.globalRegistry, { id: 'FeedPage' })

export type FeedPage = z.infer<typeof feedPageSchema>

export const feedQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
  categoryFilter: z.optional(storableText.check(z.trim(), z.minLength(1), z.maxLength(100))),
})

export const starFeedQuerySchema = z.pick(feedQuerySchema, { cursor: true })

/**
 * GET /feeds/users/@me ("Your stuff", design.md "Reader controls"): `updated_only=true` keeps the
 * threads someone else wrote in since the reader's last visit.
 */
export const ownFeedQuerySchema = z.object({
  cursor: feedQuerySchema.shape.cursor,
  updated_only: z.optional(z.enum(['true', 'false'])),
})
