import { asc, eq } from 'drizzle-orm'
import { comments, identities, posts } from '../schema'
import type { Db } from '../types'
import { threadHeads } from './places'
import { commentColumns, postColumns } from './rows'

/**
 * Reads the thread, its place and every row in one snapshot, so that what is made of them is
 * filed under the revision they belong to even while replies land. Undefined for an unknown
 * thread.
 */
export function readThreadRows(db: Db, threadId: string) {
  return db.transaction(
    async (tx) => {
      const [thread] = await threadHeads(tx, [threadId])
      if (!thread) return undefined
      // One after another: a transaction is one connection, which runs one query at a time.
      const postRows = await tx
        .select(postColumns)
        .from(posts)
        .innerJoin(identities, eq(identities.id, posts.identityId))
        .where(eq(posts.threadId, threadId))
        .orderBy(asc(posts.createdAt), asc(posts.id))
      const commentRows = await tx
        .select(commentColumns)
        .from(comments)
        .innerJoin(identities, eq(identities.id, comments.identityId))
        .where(eq(comments.threadId, threadId))
        .orderBy(asc(comments.createdAt), asc(comments.id))
      return { thread, postRows, commentRows }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}
