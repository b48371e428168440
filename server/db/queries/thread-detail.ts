import { asc, eq } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Comment } from '../../../src/api/schemas/comment'
import type { Thread } from '../../../src/api/schemas/thread'
import type { Db } from '../open'
import { comments, identities, posts, threads } from '../schema'
import {
  commentColumns,
  isNew,
  postColumns,
  toComment,
  toContribution,
  type CommentCounts,
  type CommentRow,
  type PostRow,
} from './present'
import { loadSummariesWithLenses } from './summaries'

/** A thread's posts and comments as stored, the same for every reader. */
interface ThreadRows {
  revision: number
  posts: PostRow[]
  comments: CommentRow[]
}

/**
 * Recently read threads' rows, keyed by thread and checked against its revision on every
 * read, so a copy is never stale, even with several server processes on one PostgreSQL.
 * Reading a 4,000-row thread's rows is most of the cost of serving it.
 */
export type ThreadRowsCache = LRUCache<string, ThreadRows>

export function createThreadRowsCache(): ThreadRowsCache {
  return new LRUCache<string, ThreadRows>({
    maxSize: 50_000,
    sizeCalculation: (rows) => rows.posts.length + rows.comments.length + 1,
  })
}

async function threadRows(db: Db, threadId: string, cache: ThreadRowsCache): Promise<ThreadRows | undefined> {
  const [thread] = await db.select({ revision: threads.revision }).from(threads).where(eq(threads.id, threadId))
  if (!thread) return undefined
  const cached = cache.get(threadId)
  if (cached?.revision === thread.revision) return cached
  const [postRows, commentRows] = await Promise.all([
    db
      .select(postColumns)
      .from(posts)
      .innerJoin(identities, eq(identities.id, posts.identityId))
      .where(eq(posts.threadId, threadId))
      .orderBy(asc(posts.createdAt), asc(posts.id)),
    db
      .select(commentColumns)
      .from(comments)
      .innerJoin(identities, eq(identities.id, comments.identityId))
      .where(eq(comments.threadId, threadId))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
  ])
  const rows = { revision: thread.revision, posts: postRows, comments: commentRows }
  cache.set(threadId, rows)
  return rows
}

/**
 * The whole thread: its summary, every post in order, and each post's comments. Read in one
 * snapshot, so the counts always match the lists even while replies land.
 */
export function loadThread(
  db: Db,
  threadId: string,
  viewerId: string | null,
  cache: ThreadRowsCache,
): Promise<Thread | undefined> {
  return db.transaction((tx) => readThread(tx, threadId, viewerId, cache), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  })
}

async function readThread(
  db: Db,
  threadId: string,
  viewerId: string | null,
  cache: ThreadRowsCache,
): Promise<Thread | undefined> {
  const [[loaded], rows] = await Promise.all([
    loadSummariesWithLenses(db, [threadId], viewerId),
    threadRows(db, threadId, cache),
  ])
  if (!loaded || !rows) return undefined

  const { summary, lens } = loaded
  const commentsByPost: Record<string, Comment[]> = {}
  const countsByPost = new Map<string, CommentCounts>()
  for (const row of rows.comments) {
    ;(commentsByPost[row.postId] ??= []).push(toComment(row, lens))
    const counts = countsByPost.get(row.postId) ?? { total: 0, fresh: 0 }
    counts.total += 1
    if (isNew(lens, row.authorId, row.createdAt)) counts.fresh += 1
    countsByPost.set(row.postId, counts)
  }
  return {
    ...summary,
    posts: rows.posts.map((row) => toContribution(row, lens, countsByPost.get(row.id) ?? { total: 0, fresh: 0 })),
    comments: commentsByPost,
  }
}
