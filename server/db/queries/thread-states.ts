import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../types'
import { threads, threadUserStates } from '../schema'
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

/** A move or a new default view is a new revision of the thread: its cached answers are old. */
export async function updateThread(tx: Tx, threadId: string, change: { defaultView?: string; boardId?: string }): Promise<void> {
  await tx
    .update(threads)
    .set({ ...change, revision: sql`${threads.revision} + 1` })
    .where(eq(threads.id, threadId))
}
