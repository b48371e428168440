import { and, eq, inArray } from 'drizzle-orm'
import { comments, identities, posts } from '../schema'
import type { Db } from '../types'
import { isStarter, threadHeads } from './places'
import { postColumns } from './rows'

/**
 * What the summaries of `threadIds` are made of, read in one snapshot, so that each is filed
 * under the revision its rows belong to even while replies land: the threads, their starters,
 * and who wrote each post and comment when.
 */
export function readSummaryRows(db: Db, threadIds: string[]) {
  return db.transaction(
    async (tx) => {
      // One after another: a transaction is one connection, which runs one query at a time.
      const threadRows = await threadHeads(tx, threadIds)
      const starterRows = await tx
        .select(postColumns)
        .from(posts)
        .innerJoin(identities, eq(identities.id, posts.identityId))
        .where(and(inArray(posts.threadId, threadIds), isStarter()))
      const postRows = await tx
        .select({ threadId: posts.threadId, parentPostId: posts.parentPostId, authorId: posts.authorId, createdAt: posts.createdAt })
        .from(posts)
        .where(inArray(posts.threadId, threadIds))
      const commentRows = await tx
        .select({ threadId: comments.threadId, postId: comments.postId, authorId: comments.authorId, createdAt: comments.createdAt })
        .from(comments)
        .where(inArray(comments.threadId, threadIds))
      return { threadRows, starterRows, postRows, commentRows }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
