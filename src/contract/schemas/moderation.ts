import * as z from 'zod/mini'
import { dateTime, uuid } from './ids'
import { secretIdentitySchema } from './secret-identity'
import { storableText } from './text'

/**
 * What the moderation log records (design.md, "Moderation" and "Realm admin"): a removal or
 * restore by hand, a report's resolution (which removes, or leaves as it is), and changes to the
 * realm's boards, invites and members. The database's column and the API's answer both take
 * this one list.
 */
export const MODERATION_ACTIONS = [
  'removed',
  'restored',
  'report_removed',
  'report_dismissed',
  'board_created',
  'board_updated',
  'board_deleted',
  'boards_reordered',
  'invite_created',
  'invite_revoked',
  'member_role_changed',
  'member_removed',
  'member_left',
] as const

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

/**
 * What a moderation entry is about: a post, or a comment on one, in its thread; a board; a member
 * (`detail` names them); or the realm as a whole (its boards' order, its invites). Ids are null
 * once gone (`detail` still names a board).
 */
const moderationTargetSchema = z.object({
  kind: z.enum(['post', 'comment', 'board', 'member', 'realm']),
  thread_id: z.nullable(uuid),
  post_id: z.nullable(uuid),
  comment_id: z.nullable(uuid),
  board_id: z.nullable(uuid),
})

/** One thing a moderator did: never who wrote what it was done to. */
const moderationEntrySchema = z
  .object({
    id: uuid,
    action: z.enum(MODERATION_ACTIONS),
    /** Null once the moderator's account is gone. */
    moderator: z.nullable(z.object({ username: z.string() })),
    target: moderationTargetSchema,
    reason: z.nullable(z.string()),
    /** What a board or invite change was, in words: "The Tea Room (tea-room): members only", "for the book club". */
    detail: z.nullable(z.string()),
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

/** Body of POST /posts/{post_id}/reports and POST /comments/{comment_id}/reports: 1–1,000 characters after trimming. */
export const reportInputSchema = z
  .object({ reason: storableText.check(z.trim(), z.minLength(1, { error: 'must not be blank' }), z.maxLength(1000)) })
  .register(z.globalRegistry, { id: 'ReportInput' })

/** A report filed (201) or one the reporter had filed already (200). */
export const reportFiledSchema = z.object({ id: uuid }).register(z.globalRegistry, { id: 'ReportFiled' })

export const reportsQuerySchema = z.object({
  status: z.optional(z.enum(['open', 'closed'])),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
})

/** One entry per reported post or comment: what it said when first reported, and every reason since; never who reported it. */
const reportSchema = z
  .object({
    id: uuid,
    target: z.object({ kind: z.enum(['post', 'comment']), thread_id: uuid, post_id: uuid, comment_id: z.nullable(uuid) }),
    snapshot: z.object({ content: z.string(), secret_identity: secretIdentitySchema, created_at: dateTime }),
    /**
     * Extension: the words as they stand now, for the moderator to set beside the snapshot:
     * `revision` tells an edit since, `deleted` (content empty) and `removed` (content kept) what
     * happened to them (docs/decisions/053).
     */
    current: z.object({ content: z.string(), revision: z.int().check(z.positive()), deleted: z.boolean(), removed: z.boolean() }),
    reasons: z.array(z.object({ reason: z.string(), created_at: dateTime })),
    count: z.int().check(z.positive()),
    status: z.enum(['open', 'closed']),
    created_at: dateTime,
    closed_at: z.nullable(dateTime),
    outcome: z.nullable(z.enum(['removed', 'dismissed'])),
  })
  .register(z.globalRegistry, { id: 'Report' })

/** GET /realms/{realm_id}/reports: newest first, 20 a page, and how many are open. */
export const reportsPageSchema = z
  .object({
    reports: z.array(reportSchema),
    open_count: z.int().check(z.nonnegative()),
    cursor: z.object({ next: z.nullable(z.string()) }),
  })
  .register(z.globalRegistry, { id: 'ReportsPage' })

export type ReportsPage = z.infer<typeof reportsPageSchema>

/** Body of POST /reports/{report_id}/resolution. */
export const resolutionSchema = z
  .object({
    outcome: z.enum(['removed', 'dismissed']),
    reason: z.optional(storableText.check(z.trim(), z.minLength(1, { error: 'must not be blank' }), z.maxLength(500))),
    /** Takes the author out of the realm too (only with "removed"); the moderator never learns who it is. */
    remove_member: z.optional(z.boolean()),
  })
  .register(z.globalRegistry, { id: 'Resolution' })

export type Resolution = z.output<typeof resolutionSchema>
