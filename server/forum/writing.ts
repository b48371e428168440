import { newCommentsResponseSchema, type NewCommentsResponse } from '../../src/contract/schemas/new-comments'
import type { NewThread } from '../../src/contract/schemas/new-thread'
import { replyResponseSchema, type Reply, type ReplyResponse } from '../../src/contract/schemas/reply'
import type { Thread } from '../../src/contract/schemas/thread'
import { findCommentPost, insertComments } from '../db/queries/comments'
import { insertThread } from '../db/queries/new-threads'
import { findBoardPlace, findPostPlace, type ThreadPlace } from '../db/queries/places'
import { commentListeners, replyListeners } from '../db/queries/notifications'
import { insertReply } from '../db/queries/replies'
import { referenceUploads } from '../db/queries/uploads'
import type { PostRow } from '../db/queries/rows'
import type { ThreadBump } from '../db/queries/thread-activity'
import { together } from '../db/together'
import type { Db, Tx } from '../db/types'
import type { RevisionCache } from '../cache/revision-cache'
import { ApiError, messages } from '../lib/api-error'
import { uploadHashesIn } from '../lib/uploads-in-delta'
import { assertCanWrite } from './permissions'
import { authorLens, toComment, toContribution } from './present'
import { keepRepliedPost, loadThreadForAuthor, type ThreadParts } from './thread-answers'
import { recordComments, recordNewThread, recordReply } from './what-happened'
import type { Viewer } from './viewer'
import type { ViewerFacts } from './viewer-facts'

/**
 * A write, checked and ready: it runs inside the transaction it is given and answers what it
 * wrote. Its caller calls `committed` once that transaction has committed (never for a run
 * undone, nor for a repeat answered from its Idempotency-Key).
 */
export type Write<T> = ((tx: Tx) => Promise<T>) & { committed?: () => void }

/** What writing needs: each built once by the composition root (server/app.ts). */
export interface WritingSources {
  db: Db
  now: () => Date
  facts: ViewerFacts
  /** Threads kept for readers by this process: a reply made here is put into its copy. */
  threadParts: RevisionCache<ThreadParts>
}

/**
 * Replies, comments and new threads. Each method checks who may write what first (404, 401,
 * 403) and answers the write itself, which the caller runs in its transaction with its
 * Idempotency-Key (http/idempotency.ts).
 */
export class Writing {
  constructor(private readonly sources: WritingSources) {}

  /** The thread of a post the viewer writes under: 404 for an unknown post, then assertCanWrite. */
  private async postToWriteUnder(viewer: Viewer, postId: string, forbidden: string): Promise<ThreadPlace> {
    const place = await findPostPlace(this.sources.db, postId)
    if (!place) throw new ApiError(404, messages.postNotFound(postId))
    await assertCanWrite(this.sources.facts, viewer, place, { read: messages.threadAccessForbidden, write: forbidden })
    return place
  }

  async reply(viewer: Viewer, postId: string, reply: Reply): Promise<Write<ReplyResponse>> {
    const place = await this.postToWriteUnder(viewer, postId, messages.replyForbidden)
    // What the last run wrote; a run undone for a conflict and run again writes it anew.
    let written: { row: PostRow; bump: ThreadBump } | undefined
    const write: Write<ReplyResponse> = async (tx) => {
      const now = this.sources.now()
      // Who would hear of the reply is read beside the thread's lock and the writer's identity,
      // in the same round trip on PostgreSQL (lockedThreadIdentity): it needs neither.
      const [{ post: row, identityId, bump }, listeners] = await together(
        insertReply(tx, { parentPostId: postId, threadId: place.threadId, realmId: place.realmId, userId: viewer.id, reply, now }),
        replyListeners(tx, place, postId),
      )
      await recordReply(tx, place, row, identityId, listeners, now)
      await referenceUploads(tx, { postId: row.id }, uploadHashesIn(row.content))
      written = bump && { row, bump }
      const contribution = toContribution(row, authorLens(viewer.id), { total: 0, fresh: 0 })
      return replyResponseSchema.parse({ contribution })
    }
    write.committed = () => {
      if (written) keepRepliedPost(this.sources.threadParts, { threadId: place.threadId, ...written })
    }
    return write
  }

  async comment(
    viewer: Viewer,
    postId: string,
    body: { contents: string[]; replyTo: string | undefined },
  ): Promise<Write<NewCommentsResponse>> {
    const { replyTo } = body
    const place = await this.postToWriteUnder(viewer, postId, messages.commentForbidden)
    // Comments answer comments of their own post only: one of another post is as good as missing.
    if (replyTo !== undefined && (await findCommentPost(this.sources.db, replyTo)) !== postId) {
      throw new ApiError(404, messages.commentNotFound(replyTo))
    }
    return async (tx) => {
      const now = this.sources.now()
      const parentCommentId = replyTo ?? null
      // As for a reply: who would hear of the comments is read beside the lock and the identity.
      const [{ comments: rows, identityId }, listeners] = await together(
        insertComments(tx, {
          threadId: place.threadId,
          realmId: place.realmId,
          postId,
          userId: viewer.id,
          parentCommentId,
          contents: body.contents,
          now,
        }),
        commentListeners(tx, place, postId, parentCommentId),
      )
      await recordComments(tx, place, rows, identityId, listeners, now)
      for (const row of rows) await referenceUploads(tx, { commentId: row.id }, uploadHashesIn(row.content))
      const lens = authorLens(viewer.id)
      return newCommentsResponseSchema.parse({ comments: rows.map((row) => toComment(row, lens)) })
    }
  }

  async startThread(viewer: Viewer, boardId: string, thread: NewThread): Promise<Write<Thread>> {
    const board = await findBoardPlace(this.sources.db, boardId)
    if (!board) throw new ApiError(404, messages.boardNotFound(boardId))
    await assertCanWrite(this.sources.facts, viewer, board, { read: messages.boardAccessForbidden, write: messages.threadStartForbidden })
    return async (tx) => {
      const now = this.sources.now()
      const { starter, ...place } = await insertThread(tx, { board, userId: viewer.id, thread, now })
      await recordNewThread(tx, place, now)
      await referenceUploads(tx, { postId: starter.id }, uploadHashesIn(starter.content))
      const written = await loadThreadForAuthor(tx, place.threadId, viewer.id)
      if (!written) throw new Error('The new thread could not be read back.')
      return written
    }
  }
}
