import { and, desc, eq, lt, or, sql } from 'drizzle-orm'
import { comments, moderationLog, posts, users } from '../schema'
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
