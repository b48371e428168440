import { and, asc, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm'
import { comments, identities, moderationLog, posts, reportReasons, reports, users } from '../schema'
import type { Db, Tx } from '../types'
import type { MomentPosition } from '../../lib/opaque-cursor'

/**
 * A moderator's removals and restores (design.md, "Moderation"), and the realm's log of them.
 * A removal keeps the words: only who may read them changes (forum/present.ts). Each statement
 * runs in the change's transaction, after the row was locked (own-words.ts lockPostForEdit).
 */

/** Why and by whom a post or comment was removed; null restores it. */
export type Removal = { at: Date; reason: string; by: string } | null

const removalColumns = (removal: Removal) => ({
  removedAt: removal?.at ?? null,
  removalReason: removal?.reason ?? null,
  removedBy: removal?.by ?? null,
})

export async function setPostRemoval(tx: Tx, postId: string, removal: Removal): Promise<void> {
  await tx.update(posts).set(removalColumns(removal)).where(eq(posts.id, postId))
}

export async function setCommentRemoval(tx: Tx, commentId: string, removal: Removal): Promise<void> {
  await tx.update(comments).set(removalColumns(removal)).where(eq(comments.id, commentId))
}

export type LogEntry = Omit<typeof moderationLog.$inferInsert, 'id'>

export async function logModeration(tx: Tx, entry: LogEntry): Promise<void> {
  await tx.insert(moderationLog).values(entry)
}

/** One page of a realm's log, newest first, with each moderator's username (null once their account is gone). */
export async function moderationLogPage(db: Db, realmId: string, after: MomentPosition | null, limit: number) {
  return db
    .select({
      id: moderationLog.id,
      action: moderationLog.action,
      moderator: users.username,
      threadId: moderationLog.threadId,
      postId: moderationLog.postId,
      commentId: moderationLog.commentId,
      boardId: moderationLog.boardId,
      detail: moderationLog.detail,
      reason: moderationLog.reason,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .leftJoin(users, eq(users.id, moderationLog.moderatorId))
    .where(
      and(
        eq(moderationLog.realmId, realmId),
        after
          ? or(
              lt(moderationLog.createdAt, after.createdAt),
              and(eq(moderationLog.createdAt, after.createdAt), lt(moderationLog.id, after.id)),
            )
          : sql`true`,
      ),
    )
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(limit)
}

/** What was reported, as it stood when first reported. */
export interface ReportedWords {
  realmId: string
  threadId: string
  postId: string
  commentId: string | null
  content: string
  identityId: string
  writtenAt: Date
}

const targetKeyOf = (target: { postId: string; commentId: string | null }) =>
  target.commentId === null ? `post:${target.postId}` : `comment:${target.commentId}`

/**
 * Files `reporterId`'s report of `words`: the target's open entry (made now, with its snapshot,
 * if none is open) and the reporter's reason on it, unless they reported it already. Safe to
 * run at once from many transactions: the open entry and each reporter's reason are unique.
 */
export async function fileReport(tx: Tx, words: ReportedWords, reporterId: string, reason: string, now: Date) {
  const targetKey = targetKeyOf(words)
  await tx
    .insert(reports)
    .values({
      realmId: words.realmId,
      threadId: words.threadId,
      postId: words.postId,
      commentId: words.commentId,
      targetKey,
      snapshotContent: words.content,
      snapshotIdentityId: words.identityId,
      snapshotWrittenAt: words.writtenAt,
      createdAt: now,
    })
    .onConflictDoNothing({ target: reports.targetKey, where: sql`${reports.status} = 'open'` })
  const [open] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetKey, targetKey), eq(reports.status, 'open')))
  if (!open) throw new Error('The open report could not be read back.')
  const added = await tx
    .insert(reportReasons)
    .values({ reportId: open.id, reporterId, reason, createdAt: now })
    .onConflictDoNothing({ target: [reportReasons.reportId, reportReasons.reporterId] })
    .returning({ id: reportReasons.id })
  return { reportId: open.id, added: added.length > 0 }
}

/** A post's or comment's words and who holds them, for a report (undefined when there is none). */
export async function wordsToReport(db: Db | Tx, target: { postId: string; commentId: string | null }) {
  const table = target.commentId === null ? posts : comments
  const [row] = await db
    .select({
      authorId: table.authorId,
      content: table.content,
      identityId: table.identityId,
      createdAt: table.createdAt,
      deleted: table.deleted,
      removedAt: table.removedAt,
    })
    .from(table)
    .where(eq(table.id, target.commentId ?? target.postId))
  return row
}

/** The realm's open entries (or closed), newest first, each with its snapshot's identity. */
export async function reportsPage(db: Db, realmId: string, status: 'open' | 'closed', after: MomentPosition | null, limit: number) {
  return db
    .select({
      id: reports.id,
      threadId: reports.threadId,
      postId: reports.postId,
      commentId: reports.commentId,
      status: reports.status,
      outcome: reports.outcome,
      content: reports.snapshotContent,
      writtenAt: reports.snapshotWrittenAt,
      createdAt: reports.createdAt,
      closedAt: reports.closedAt,
      identity: { name: identities.name, avatar: identities.avatar, color: identities.color, accessory: identities.accessory },
      // The words as they stand now: the comment's when it is one, else the post's.
      current: {
        content: sql<string>`coalesce(${comments.content}, ${posts.content})`,
        revision: sql<number>`coalesce(${comments.revision}, ${posts.revision})`,
        deleted: sql<boolean>`coalesce(${comments.deleted}, ${posts.deleted})`,
        removed: sql<boolean>`case when ${reports.commentId} is null then ${posts.removedAt} is not null else ${comments.removedAt} is not null end`,
      },
    })
    .from(reports)
    .innerJoin(identities, eq(identities.id, reports.snapshotIdentityId))
    .innerJoin(posts, eq(posts.id, reports.postId))
    .leftJoin(comments, eq(comments.id, reports.commentId))
    .where(
      and(
        eq(reports.realmId, realmId),
        eq(reports.status, status),
        after
          ? or(lt(reports.createdAt, after.createdAt), and(eq(reports.createdAt, after.createdAt), lt(reports.id, after.id)))
          : sql`true`,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit)
}

/** Every reason given on these entries, oldest first: never who gave it. */
export async function reasonsOf(db: Db, reportIds: readonly string[]) {
  if (reportIds.length === 0) return []
  return db
    .select({ reportId: reportReasons.reportId, reason: reportReasons.reason, createdAt: reportReasons.createdAt })
    .from(reportReasons)
    .where(inArray(reportReasons.reportId, [...reportIds]))
    .orderBy(asc(reportReasons.createdAt), asc(reportReasons.id))
}

export async function openReportCount(db: Db, realmId: string): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(reports)
    .where(and(eq(reports.realmId, realmId), eq(reports.status, 'open')))
  return row?.open ?? 0
}

/** The entry, locked until the transaction ends (a resolution's). */
export async function lockReport(tx: Tx, reportId: string) {
  const [row] = await tx.select({ id: reports.id, status: reports.status }).from(reports).where(eq(reports.id, reportId)).for('update')
  return row
}

/** The target's open entry, locked until the transaction ends, or undefined when none is open. */
export async function lockOpenReportOf(tx: Tx, target: { postId: string; commentId: string | null }) {
  const [row] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetKey, targetKeyOf(target)), eq(reports.status, 'open')))
    .for('update')
  return row
}

/** The realm an entry is in (for the check of who may resolve it) and what it is about. */
export async function reportedTarget(db: Db, reportId: string) {
  const [row] = await db
    .select({ realmId: reports.realmId, postId: reports.postId, commentId: reports.commentId })
    .from(reports)
    .where(eq(reports.id, reportId))
  return row
}

export async function closeReport(tx: Tx, reportId: string, outcome: 'removed' | 'dismissed', by: string, at: Date): Promise<void> {
  await tx.update(reports).set({ status: 'closed', outcome, closedAt: at, closedBy: by }).where(eq(reports.id, reportId))
}
