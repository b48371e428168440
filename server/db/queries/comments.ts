import { randomUUID } from 'node:crypto'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../types'
import { searchTextOf } from '../../lib/excerpt'
import { comments, identities } from '../schema'
import { threadIdentityFor } from './identities'
import { commentColumns, type CommentRow } from './rows'
import { boardOfThread, lockThread, recordActivity } from './thread-activity'

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
): Promise<CommentRow[]> {
  await lockThread(tx, options.threadId)
  const identityId = await threadIdentityFor(tx, options)
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
      identityId,
      content,
      searchText: searchTextOf(content),
      createdAt: new Date(options.now.getTime() + part),
    }
    previousId = row.id
    return row
  })
  const last = rows.at(-1)
  if (!last) return []
  await tx.insert(comments).values(rows)
  await recordActivity(tx, options.threadId, last.createdAt)
  const ids = rows.map((row) => row.id)
  return tx
    .select(commentColumns)
    .from(comments)
    .innerJoin(identities, eq(identities.id, comments.identityId))
    .where(inArray(comments.id, ids))
    .orderBy(asc(comments.createdAt))
}
