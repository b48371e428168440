import { eq } from 'drizzle-orm'
import type { Db } from '../open'
import { threads, threadUserStates } from '../schema'

export type StateChange = Partial<Pick<typeof threadUserStates.$inferInsert, 'muted' | 'hidden' | 'starred' | 'lastVisitedAt'>>

/** Sets the viewer's flags on a thread; setting a flag twice is the same as once. */
export async function setThreadState(db: Db, userId: string, threadId: string, change: StateChange): Promise<void> {
  await db
    .insert(threadUserStates)
    .values({ userId, threadId, ...change })
    .onConflictDoUpdate({ target: [threadUserStates.userId, threadUserStates.threadId], set: change })
}

export async function updateThread(
  db: Db,
  threadId: string,
  change: { defaultView?: string; boardId?: string },
): Promise<void> {
  await db.update(threads).set(change).where(eq(threads.id, threadId))
}
