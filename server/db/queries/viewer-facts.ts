import { and, eq, inArray } from 'drizzle-orm'
import { friends, realmMembers, threadUserStates } from '../schema'
import type { Db } from '../types'

/** A user's roles by realm and their friends (friends are symmetric rows: one direction says it all). */
export async function readRolesAndFriends(db: Db, userId: string) {
  const [roles, friendRows] = await Promise.all([
    db.select({ realmId: realmMembers.realmId, role: realmMembers.role }).from(realmMembers).where(eq(realmMembers.userId, userId)),
    db.select({ id: friends.friendId }).from(friends).where(eq(friends.userId, userId)),
  ])
  return { roles, friendIds: friendRows.map((row) => row.id) }
}

/** The user's own rows of flags on `threadIds` (threads without a row are left out). */
export function readThreadFlags(db: Db, userId: string, threadIds: readonly string[]) {
  return db
    .select({
      threadId: threadUserStates.threadId,
      muted: threadUserStates.muted,
      hidden: threadUserStates.hidden,
      starred: threadUserStates.starred,
      lastVisitedAt: threadUserStates.lastVisitedAt,
    })
    .from(threadUserStates)
    .where(and(eq(threadUserStates.userId, userId), inArray(threadUserStates.threadId, [...threadIds])))
}
