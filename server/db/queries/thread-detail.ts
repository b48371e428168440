import { and, asc, eq } from 'drizzle-orm'
import type { Comment } from '../../../src/api/schemas/comment'
import type { Thread } from '../../../src/api/schemas/thread'
import type { Db } from '../open'
import { comments, identities, posts, threadUserStates } from '../schema'
import {
  commentColumns,
  isNew,
  postColumns,
  toComment,
  toContribution,
  type CommentCounts,
  type ThreadLens,
} from './present'
import { friendIdsOf, loadThreadSummaries } from './summaries'

/**
 * The whole thread: its summary, every post in order, and each post's comments. Read in one
 * snapshot, so the counts always match the lists even while replies land.
 */
export function loadThread(db: Db, threadId: string, viewerId: string | null): Promise<Thread | undefined> {
  return db.transaction((tx) => readThread(tx, threadId, viewerId), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  })
}

async function readThread(db: Db, threadId: string, viewerId: string | null): Promise<Thread | undefined> {
  const [[summary], postRows, commentRows, friendIds, [state]] = await Promise.all([
    loadThreadSummaries(db, [threadId], viewerId),
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
    friendIdsOf(db, viewerId),
    viewerId
      ? db
          .select({ lastVisitedAt: threadUserStates.lastVisitedAt })
          .from(threadUserStates)
          .where(and(eq(threadUserStates.threadId, threadId), eq(threadUserStates.userId, viewerId)))
      : Promise.resolve([]),
  ])
  if (!summary) return undefined

  const lens: ThreadLens = { viewerId, friendIds, lastVisitedAt: state?.lastVisitedAt ?? null }
  const commentsByPost: Record<string, Comment[]> = {}
  const countsByPost = new Map<string, CommentCounts>()
  for (const row of commentRows) {
    ;(commentsByPost[row.postId] ??= []).push(toComment(row, lens))
    const counts = countsByPost.get(row.postId) ?? { total: 0, fresh: 0 }
    counts.total += 1
    if (isNew(lens, row.authorId, row.createdAt)) counts.fresh += 1
    countsByPost.set(row.postId, counts)
  }
  return {
    ...summary,
    posts: postRows.map((row) => toContribution(row, lens, countsByPost.get(row.id) ?? { total: 0, fresh: 0 })),
    comments: commentsByPost,
  }
}
