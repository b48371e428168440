import { eq, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../types'
import { threads } from '../schema'

/** A thread's row as a write to it left it: what copies of the thread are keyed on and show. */
export interface ThreadBump {
  revision: number
  lastActivityAt: Date
}

/**
 * New activity at `at`, as a write to the thread begins: the thread rises in its board feed,
 * copies of its rows (keyed on the revision) stop being served, and its row stays locked until
 * the transaction ends — writes to one thread go one at a time, so two first contributions
 * cannot draw the same free identity and activity never moves backwards. Called first in the write.
 * Answers the thread's revision and activity as they now are (undefined for a thread gone).
 */
export async function lockThreadForWrite(tx: Tx, threadId: string, at: Date): Promise<ThreadBump | undefined> {
  const [bumped] = await tx
    .update(threads)
    .set({
      lastActivityAt: sql`greatest(${threads.lastActivityAt}, ${at.toISOString()}::timestamptz)`,
      revision: sql`${threads.revision} + 1`,
    })
    .where(eq(threads.id, threadId))
    .returning({ revision: threads.revision, lastActivityAt: threads.lastActivityAt })
  return bumped
}

/**
 * The thread's board, as a value of a new post or comment: read in the statement that writes
 * it, after lockThreadForWrite, so a move of the thread (which locks it too) is never missed.
 */
export function boardOfThread(threadId: string): SQL<string> {
  return sql<string>`(select ${threads.boardId} from ${threads} where ${threads.id} = ${threadId})`
}
