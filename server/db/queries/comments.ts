import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../types'
import { searchTextOf } from '../../lib/excerpt'
import { comments } from '../schema'
import { lockedThreadIdentity } from './identities'
import { commentOwnColumns, type CommentRow } from './rows'
import { boardOfThread } from './thread-activity'

/** The post a comment belongs to, or undefined for an unknown comment. */
export async function findCommentPost(db: Db, commentId: string): Promise<string | undefined> {
  const [row] = await db.select({ postId: comments.postId }).from(comments).where(eq(comments.id, commentId))
  return row?.postId
}

/**
 * Adds a chain of comments (one part per content, in order) under the user's thread
 * identity and bumps the thread's activity, inside the caller's transaction. Each part
 * answers `parentCommentId` and follows the part before it (`chain_parent_id`); the parts
 * are a millisecond apart so that they sort in order wherever comments are listed.
 */
export async function insertComments(
  tx: Tx,
  options: {
    threadId: string
    realmId: string
    postId: string
    userId: string
    parentCommentId: string | null
    contents: string[]
    now: Date
  },
): Promise<{ comments: CommentRow[]; identityId: string }> {
  // The parts are a millisecond apart: the thread's activity is the last one's.
  const lockedAt = new Date(options.now.getTime() + options.contents.length - 1)
  const { identity } = await lockedThreadIdentity(tx, { ...options, lockedAt })
  // Ids are made here rather than by the database, so that one insert can link the chain.
  let previousId: string | null = null
  const rows = options.contents.map((content, part) => {
    const row = {
      id: randomUUID(),
      threadId: options.threadId,
      boardId: boardOfThread(options.threadId),
      postId: options.postId,
      parentCommentId: options.parentCommentId,
      chainParentId: previousId,
      authorId: options.userId,
      identityId: identity.id,
      content,
      searchText: searchTextOf(content),
      createdAt: new Date(options.now.getTime() + part),
    }
    previousId = row.id
    return row
  })
  if (rows.length === 0) return { comments: [], identityId: identity.id }
  const inserted = await tx.insert(comments).values(rows).returning(commentOwnColumns)
  // RETURNING promises no order: the chain's parts are put back in theirs.
  const written = inserted.toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  return { comments: written.map((row) => ({ ...row, identity: identity.shown })), identityId: identity.id }
}
