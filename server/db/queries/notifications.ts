import { and, count, desc, eq, exists, gt, inArray, isNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../types'
import {
  boardUserStates,
  boards,
  comments,
  identities,
  notifications,
  posts,
  realmMembers,
  reports,
  threads,
  threadUserStates,
} from '../schema'

/** Words that answer the reader, then moderation: a report for moderators, a removal for its author. */
type NotificationKind = 'reply' | 'comment' | 'starred' | 'report' | 'removed'

/** The kinds whose excerpt quotes the words they are about: they follow an edit, deletion or removal. */
export const QUOTING_KINDS = ['reply', 'comment', 'starred'] as const

export interface NewNotification {
  userId: string
  kind: NotificationKind
  threadId: string
  postId: string
  commentId: string | null
  identityId: string
  excerpt: string
  /** A `report`'s entry. */
  reportId?: string
}

/** Someone a write would tell, and as what. */
export interface Tell {
  userId: string
  kind: NotificationKind
}

/** Where a write's words are, as far as who may hear of them goes. */
type WordsPlace = { threadId: string; boardId: string; realmId: string; membersOnly: boolean }

// The reader states looked up for each listener, aliased: a listener may come from
// thread_user_states itself (a starrer), and the lookup must not mistake its row for theirs.
const threadState = alias(threadUserStates, 'listener_thread_state')
const boardState = alias(boardUserStates, 'listener_board_state')
const membership = alias(realmMembers, 'listener_membership')

/**
 * Whether the words at `place` may reach the user in `userId` (a column of the listeners' query):
 * not who muted or hid the thread or muted its board (design.md, "Reader controls"), and on a
 * members-only board only the realm's members. Part of the listeners' own statement, so that
 * finding whom a write tells is one round trip.
 */
function reaches(tx: Tx, place: WordsPlace, userId: AnyPgColumn): SQL | undefined {
  const one = sql`1`
  return and(
    notExists(
      tx
        .select({ one })
        .from(threadState)
        .where(
          and(
            eq(threadState.threadId, place.threadId),
            eq(threadState.userId, userId),
            or(eq(threadState.muted, true), eq(threadState.hidden, true)),
          ),
        ),
    ),
    notExists(
      tx
        .select({ one })
        .from(boardState)
        .where(and(eq(boardState.boardId, place.boardId), eq(boardState.userId, userId), eq(boardState.muted, true))),
    ),
    place.membersOnly
      ? exists(
          tx
            .select({ one })
            .from(membership)
            .where(and(eq(membership.realmId, place.realmId), eq(membership.userId, userId))),
        )
      : undefined,
  )
}

/**
 * Whom a reply may tell, of those it would: the parent post's author (`reply`) first, then who
 * starred the thread and did not mute it (`starred`); only those its words may reach.
 */
export async function replyListeners(tx: Tx, place: WordsPlace, parentPostId: string): Promise<Tell[]> {
  const rows = await tx
    .select({ userId: posts.authorId, kind: sql<NotificationKind>`'reply'` })
    .from(posts)
    .where(and(eq(posts.id, parentPostId), reaches(tx, place, posts.authorId)))
    .unionAll(
      tx
        .select({ userId: threadUserStates.userId, kind: sql<NotificationKind>`'starred'` })
        .from(threadUserStates)
        .where(
          and(
            eq(threadUserStates.threadId, place.threadId),
            eq(threadUserStates.starred, true),
            eq(threadUserStates.muted, false),
            reaches(tx, place, threadUserStates.userId),
          ),
        ),
    )
  return rows.toSorted((a, b) => Number(b.kind === 'reply') - Number(a.kind === 'reply'))
}

/**
 * Whom a comment may tell (`comment`): the answered comment's author, if it answers one, then
 * the post's; only those its words may reach.
 */
export async function commentListeners(tx: Tx, place: WordsPlace, postId: string, parentCommentId: string | null): Promise<Tell[]> {
  const postAuthor = tx
    .select({ userId: posts.authorId, answered: sql<boolean>`false` })
    .from(posts)
    .where(and(eq(posts.id, postId), reaches(tx, place, posts.authorId)))
  const rows = parentCommentId
    ? await postAuthor.unionAll(
        tx
          .select({ userId: comments.authorId, answered: sql<boolean>`true` })
          .from(comments)
          .where(and(eq(comments.id, parentCommentId), reaches(tx, place, comments.authorId))),
      )
    : await postAuthor
  return rows.toSorted((a, b) => Number(b.answered) - Number(a.answered)).map((row) => ({ userId: row.userId, kind: 'comment' }))
}

/** Of `userIds`, the members of the realm. */
export async function membersAmong(db: Db, realmId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .select({ userId: realmMembers.userId })
    .from(realmMembers)
    .where(and(eq(realmMembers.realmId, realmId), inArray(realmMembers.userId, [...userIds])))
  return new Set(rows.map((row) => row.userId))
}

/** The realm's moderators. */
export async function moderatorsOf(tx: Tx, realmId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: realmMembers.userId })
    .from(realmMembers)
    .where(and(eq(realmMembers.realmId, realmId), eq(realmMembers.role, 'moderator')))
    // One order for every report: concurrent reports update the moderators' rows in turn, never crosswise.
    .orderBy(realmMembers.userId)
  return rows.map((row) => row.userId)
}

/**
 * Stores notifications and answers their ids, in order. A `starred` one updates the reader's
 * unread notification of that thread if there is one: one per thread until it is read; a
 * `report` one the moderator's unread notification of that report, so reasons that stack up
 * (from many reporters at once, too) keep one notification current.
 */
export async function insertNotifications(tx: Tx, rows: NewNotification[], now: Date): Promise<string[]> {
  const ids: string[] = []
  for (const row of rows) {
    const values = { ...row, createdAt: now }
    const query = tx.insert(notifications).values(values)
    const [stored] = await (
      row.kind === 'starred'
        ? query.onConflictDoUpdate({
            target: [notifications.userId, notifications.threadId],
            targetWhere: sql`${notifications.kind} = 'starred' and ${notifications.readAt} is null`,
            set: { postId: row.postId, commentId: null, identityId: row.identityId, excerpt: row.excerpt, createdAt: now },
          })
        : row.kind === 'report'
          ? query.onConflictDoUpdate({
              target: [notifications.userId, notifications.reportId],
              targetWhere: sql`${notifications.kind} = 'report' and ${notifications.readAt} is null`,
              set: { excerpt: row.excerpt, createdAt: now },
            })
          : query
    ).returning({ id: notifications.id })
    if (!stored) throw new Error('The notification was not returned.')
    ids.push(stored.id)
  }
  return ids
}

/** Marks read every moderator's unread notification of a report (it was resolved); answers them. */
export async function readReportNotifications(tx: Tx, reportId: string, now: Date): Promise<{ id: string; userId: string }[]> {
  return tx
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.reportId, reportId), isNull(notifications.readAt)))
    .returning({ id: notifications.id, userId: notifications.userId })
}

/** A notification as listed: the actor as their secret identity, the thread's board as it is now. */
export interface NotificationRow {
  id: string
  userId: string
  kind: NotificationKind
  threadId: string
  realmId: string
  boardId: string
  postId: string
  commentId: string | null
  from: { name: string; avatar: string }
  excerpt: string
  createdAt: Date
  readAt: Date | null
}

const rowColumns = {
  id: notifications.id,
  userId: notifications.userId,
  kind: sql<NotificationKind>`${notifications.kind}`,
  threadId: notifications.threadId,
  realmId: boards.realmId,
  boardId: threads.boardId,
  postId: notifications.postId,
  commentId: notifications.commentId,
  from: { name: identities.name, avatar: identities.avatar },
  excerpt: notifications.excerpt,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
}

// A notification of a board its reader can no longer read is not shown, nor counted.
const stillReadable = sql`(not ${boards.membersOnly} or exists (
  select 1 from ${realmMembers} where ${realmMembers.realmId} = ${boards.realmId} and ${realmMembers.userId} = ${notifications.userId}))`

function listed(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(notifications)
    .innerJoin(threads, eq(threads.id, notifications.threadId))
    .innerJoin(boards, eq(boards.id, threads.boardId))
    .innerJoin(identities, eq(identities.id, notifications.identityId))
    .where(and(where, stillReadable))
}

/** A reader's notifications, newest first, after the keyset position if given. */
export async function listNotifications(
  db: Db,
  userId: string,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<NotificationRow[]> {
  const position = after
    ? or(lt(notifications.createdAt, after.createdAt), and(eq(notifications.createdAt, after.createdAt), lt(notifications.id, after.id)))
    : undefined
  return listed(db, and(eq(notifications.userId, userId), position))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
}

/**
 * A reader's unread notifications written after `since` that they may still read, newest first:
 * at most `limit` of them, and how many there are in all (the daily digest).
 */
export async function unreadSince(
  db: Db | Tx,
  userId: string,
  since: Date,
  limit: number,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(eq(notifications.userId, userId), isNull(notifications.readAt), gt(notifications.createdAt, since))
  const rows = await listed(db, where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit)
  const [all] = await db
    .select({ n: count() })
    .from(notifications)
    .innerJoin(threads, eq(threads.id, notifications.threadId))
    .innerJoin(boards, eq(boards.id, threads.boardId))
    .where(and(where, stillReadable))
  return { rows, total: all?.n ?? 0 }
}

/** Notifications by id, whoever they are for (events name them; the caller checks the reader). */
export function notificationsById(db: Db, ids: readonly string[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return listed(db, inArray(notifications.id, [...ids]))
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .innerJoin(threads, eq(threads.id, notifications.threadId))
    .innerJoin(boards, eq(boards.id, threads.boardId))
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), stillReadable))
  return row?.n ?? 0
}

/** The open reports of each realm the reader moderates, where there are any. */
export async function openReportsOfModerator(db: Db, userId: string): Promise<{ realmId: string; count: number }[]> {
  return db
    .select({ realmId: reports.realmId, count: count() })
    .from(reports)
    .innerJoin(realmMembers, and(eq(realmMembers.realmId, reports.realmId), eq(realmMembers.userId, userId)))
    .where(and(eq(realmMembers.role, 'moderator'), eq(reports.status, 'open')))
    .groupBy(reports.realmId)
}

/** Marks the reader's notifications read: those named, or all. Others' ids are passed over. */
/** Which of a reader's notifications to mark read: by id, all, or those of one board's or realm's threads. */
export type ReadChoice = { ids: string[] } | 'all' | { boardId: string } | { realmId: string }

export async function markRead(db: Db, userId: string, which: ReadChoice, now: Date): Promise<void> {
  if (typeof which === 'object' && 'ids' in which && which.ids.length === 0) return
  const chosen =
    which === 'all'
      ? undefined
      : 'ids' in which
        ? inArray(notifications.id, which.ids)
        : inArray(
            notifications.threadId,
            'boardId' in which
              ? db.select({ id: threads.id }).from(threads).where(eq(threads.boardId, which.boardId))
              : db
                  .select({ id: threads.id })
                  .from(threads)
                  .innerJoin(boards, eq(boards.id, threads.boardId))
                  .where(eq(boards.realmId, which.realmId)),
          )
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), chosen))
}
