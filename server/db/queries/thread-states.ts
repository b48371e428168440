import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../types'
import { comments, posts, threads, threadUserStates } from '../schema'
import { bumpUserRevision } from './users'

export type StateChange = Partial<Pick<typeof threadUserStates.$inferInsert, 'muted' | 'hidden' | 'starred' | 'lastVisitedAt'>>

/**
 * Sets the viewer's flags on a thread; setting a flag twice is the same as once. The user's
 * revision moves in the same transaction, so no server process keeps showing the old flags.
 */
export async function setThreadState(db: Db, userId: string, threadId: string, change: StateChange): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(threadUserStates)
      .values({ userId, threadId, ...change })
      .onConflictDoUpdate({ target: [threadUserStates.userId, threadUserStates.threadId], set: change })
    await bumpUserRevision(tx, userId)
  })
}

/**
 * A move or a new default view is a new revision of the thread: its cached answers are old.
 * A move takes the thread's posts and comments along (they keep the board for search), in
 * the same transaction; the thread's row is updated first, so its lock holds new writes to
 * the thread back until the move commits (lockThreadForWrite), and they then read the new board.
 */
export async function updateThread(tx: Tx, threadId: string, change: { defaultView?: string; boardId?: string }): Promise<void> {
  await tx
    .update(threads)
    .set({ ...change, revision: sql`${threads.revision} + 1` })
    .where(eq(threads.id, threadId))
  const { boardId } = change
  if (boardId === undefined) return
  await tx.update(posts).set({ boardId }).where(eq(posts.threadId, threadId))
  await tx.update(comments).set({ boardId }).where(eq(comments.threadId, threadId))
}
