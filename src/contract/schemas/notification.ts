import * as z from 'zod/mini'
import { count, dateTime, uuid } from './ids'
import { assetUrlSchema } from './secret-identity'

/**
 * What a reader is told (design.md, "Second wave" and "Moderation"): `reply` (a contribution
 * answers theirs), `comment` (a comment on their contribution, or an answer to their comment),
 * `starred` (new contributions in a thread they starred: one unread notification per thread, kept
 * current); `report` to a realm's moderators (words were reported: one unread per report, kept
 * current as reasons come; `from` is the reported words' identity, `excerpt` the newest reason,
 * never who gave it) and `removed` to an author (a moderator removed their words; `from` is their
 * own identity there, `excerpt` the reason). Otherwise `from` is the actor's secret identity in
 * that thread, never the real user. `realm_id` (extension) is the board's realm.
 */
export const notificationSchema = z
  .object({
    id: uuid,
    kind: z.enum(['reply', 'comment', 'starred', 'report', 'removed']),
    thread_id: uuid,
    realm_id: uuid,
    board_id: uuid,
    post_id: uuid,
    comment_id: z.nullable(uuid),
    from: z.object({ name: z.string(), avatar: assetUrlSchema }),
    excerpt: z.string(),
    created_at: dateTime,
    read: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'Notification' })

export type Notification = z.infer<typeof notificationSchema>

/** One page of GET /notifications, newest first, with how many are unread in all. */
export const notificationPageSchema = z
  .object({
    notifications: z.array(notificationSchema),
    unread_count: count,
    /** Extension: the open reports of each realm the reader moderates that has any (shown beside the bell). */
    open_reports: z.array(z.object({ realm_id: uuid, count })),
    cursor: z.object({ next: z.nullable(z.string()) }),
  })
  .register(z.globalRegistry, { id: 'NotificationPage' })

export type NotificationPage = z.infer<typeof notificationPageSchema>

export const notificationQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
})

/**
 * POST /notifications/read: the ids named, all of them, or those of one board's or one realm's
 * threads (design.md, "Reader controls"): exactly one of the four.
 */
export const markReadSchema = z
  .object({
    ids: z.optional(z.array(uuid).check(z.maxLength(100))),
    all: z.optional(z.boolean()),
    board_id: z.optional(uuid),
    realm_id: z.optional(uuid),
  })
  .check(
    z.refine(
      (body) =>
        [body.all === true, body.ids !== undefined && body.ids.length > 0, body.board_id !== undefined, body.realm_id !== undefined].filter(
          Boolean,
        ).length === 1,
      { error: 'name the notifications in `ids`, or send `all: true`, a `board_id` or a `realm_id`: one of them' },
    ),
  )
