import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
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
export type NotificationKind = 'reply' | 'comment' | 'starred' | 'report' | 'removed'

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

/** Who wrote a post, or undefined for an unknown one. */
export async function postAuthor(tx: Tx, postId: string): Promise<string | undefined> {
  const [row] = await tx.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, postId))
  return row?.authorId
}

/** Who wrote a comment, or undefined for an unknown one. */
export async function commentAuthor(tx: Tx, commentId: string): Promise<string | undefined> {
  const [row] = await tx.select({ authorId: comments.authorId }).from(comments).where(eq(comments.id, commentId))
  return row?.authorId
}

/**
 * Of `userIds`, those the thread's words must not reach: who muted or hid the thread, or muted
 * its board (design.md, "Reader controls").
 */
export async function silencedAmong(tx: Tx, place: { threadId: string; boardId: string }, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set()
  const [threadRows, boardRows] = await Promise.all([
    tx
      .select({ userId: threadUserStates.userId })
      .from(threadUserStates)
      .where(
        and(
          eq(threadUserStates.threadId, place.threadId),
          inArray(threadUserStates.userId, userIds),
          or(eq(threadUserStates.muted, true), eq(threadUserStates.hidden, true)),
        ),
      ),
    tx
      .select({ userId: boardUserStates.userId })
      .from(boardUserStates)
      .where(and(eq(boardUserStates.boardId, place.boardId), inArray(boardUserStates.userId, userIds), eq(boardUserStates.muted, true))),
  ])
  return new Set([...threadRows, ...boardRows].map((row) => row.userId))
}

/** Readers who starred the thread and did not mute it. */
export async function starrersOf(tx: Tx, threadId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: threadUserStates.userId })
    .from(threadUserStates)
    .where(and(eq(threadUserStates.threadId, threadId), eq(threadUserStates.starred, true), eq(threadUserStates.muted, false)))
  return rows.map((row) => row.userId)
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
