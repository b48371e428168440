import { eq, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../types'
import { threads } from '../schema'

/**
 * Locks the thread's row until the transaction ends: writes to one thread go one at a time,
 * so two first contributions cannot draw the same free identity and activity never moves
 * backwards.
 */
export async function lockThread(tx: Tx, threadId: string): Promise<void> {
  await tx.select({ id: threads.id }).from(threads).where(eq(threads.id, threadId)).for('update')
}

/**
 * The thread's board, as a value of a new post or comment: read in the statement that writes
 * it, after lockThread, so a move of the thread (which locks it too) is never missed.
 */
export function boardOfThread(threadId: string): SQL<string> {
  return sql<string>`(select ${threads.boardId} from ${threads} where ${threads.id} = ${threadId})`
}

/**
 * New activity at `at`: the thread rises in its board feed, and copies of its rows (keyed
 * on the revision) stop being served.
 */
export async function recordActivity(tx: Tx, threadId: string, at: Date): Promise<void> {
  await tx
    .update(threads)
    .set({
      lastActivityAt: sql`greatest(${threads.lastActivityAt}, ${at.toISOString()}::timestamptz)`,
      revision: sql`${threads.revision} + 1`,
    })
    .where(eq(threads.id, threadId))
}
