import type { NewThread } from '../../../src/contract/schemas/new-thread'
import type { Tx } from '../types'
import { threads } from '../schema'
import { threadIdentityFor } from './identities'
import type { BoardPlace, ThreadPlace } from './places'
import { insertPost } from './replies'
import type { PostRow } from './rows'

/**
 * Starts a thread on the board: the thread, its author's secret identity there and the
 * starter, inside the caller's transaction. Its activity is its creation, so it heads the
 * board's feed. Answers where the thread now sits, as GET /threads/{id} would find it, and its starter.
 */
export async function insertThread(
  tx: Tx,
  options: { board: BoardPlace; userId: string; thread: NewThread; now: Date },
): Promise<ThreadPlace & { starter: PostRow }> {
  const { board, userId, now } = options
  const defaultView = options.thread.defaultView ?? 'thread'
  const [inserted] = await tx
    .insert(threads)
    .values({ boardId: board.boardId, defaultView, createdAt: now, lastActivityAt: now })
    .returning({ id: threads.id, revision: threads.revision })
  if (!inserted) throw new Error('The new thread was not returned.')
  const identity = await threadIdentityFor(tx, { threadId: inserted.id, userId, realmId: board.realmId, newThread: true })
  const starter = await insertPost(tx, {
    threadId: inserted.id,
    parentPostId: null,
    authorId: userId,
    identity,
    body: options.thread,
    createdAt: now,
  })
  return { ...board, threadId: inserted.id, defaultView, starterAuthorId: userId, revision: inserted.revision, starter }
}
