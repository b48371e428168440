import * as z from 'zod/mini'
import { dateTime, uuid } from './ids'
import { storableText } from './text'

/**
 * A moderator's removal (design.md, "Moderation"), as every post and comment says it: whether it
 * is removed, and why. Everyone else reads a removed one as "[removed by a moderator]", its
 * content the empty delta and its tags none; its author and the realm's moderators read its words
 * and the reason (null for everyone else, and while it is not removed).
 */
export const moderationFields = {
  removed: z.boolean(),
  removal_reason: z.nullable(z.string()),
}

/** What a removed post or comment reads as, to those who may not read its words. */
export const REMOVED_TEXT = '[removed by a moderator]'

/** Body of POST /posts/{post_id}/removal and POST /comments/{comment_id}/removal: why, 1–500 characters after trimming. */
export const removalInputSchema = z
  .object({ reason: storableText.check(z.trim(), z.minLength(1, { error: 'must not be blank' }), z.maxLength(500)) })
  .register(z.globalRegistry, { id: 'RemovalInput' })

/** What a moderation entry is about: a post, or a comment on one, in its thread (ids null once gone). */
const moderationTargetSchema = z.object({
  kind: z.enum(['post', 'comment']),
  thread_id: z.nullable(uuid),
  post_id: z.nullable(uuid),
  comment_id: z.nullable(uuid),
})

/** One thing a moderator did: never who wrote what it was done to. */
const moderationEntrySchema = z
  .object({
    id: uuid,
    action: z.enum(['removed', 'restored']),
    /** Null once the moderator's account is gone. */
    moderator: z.nullable(z.object({ username: z.string() })),
    target: moderationTargetSchema,
    reason: z.nullable(z.string()),
    created_at: dateTime,
  })
  .register(z.globalRegistry, { id: 'ModerationEntry' })

/** GET /realms/{realm_id}/moderation-log: newest first, 50 a page. */
export const moderationLogPageSchema = z
  .object({ entries: z.array(moderationEntrySchema), cursor: z.object({ next: z.nullable(z.string()) }) })
  .register(z.globalRegistry, { id: 'ModerationLogPage' })

export type ModerationLogPage = z.infer<typeof moderationLogPageSchema>

/** The query of GET /realms/{realm_id}/moderation-log: where the page begins. */
export const moderationLogQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
})
