import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { ThreadSummary } from '../../../src/api/schemas/thread-summary'
import type { Db } from '../open'
import { boards, comments, friends, identities, posts, realms, threads, threadUserStates } from '../schema'
import { isStarter } from './places'
import { postColumns, toContribution, type ThreadLens } from './present'

/** Friends are symmetric rows, so one direction answers "is the author my friend". */
export async function friendIdsOf(db: Db, viewerId: string | null): Promise<Set<string>> {
  if (!viewerId) return new Set()
  const rows = await db.select({ id: friends.friendId }).from(friends).where(eq(friends.userId, viewerId))
  return new Set(rows.map((row) => row.id))
}

const countAll = sql<number>`count(*)`.mapWith(Number)
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number)

/** "New to the viewer": someone else's, after the viewer's last visit (or never visited). */
function freshCondition(viewerId: string, author: AnyPgColumn, createdAt: AnyPgColumn): SQL {
  return sql`${author} <> ${viewerId} and (${threadUserStates.lastVisitedAt} is null or ${createdAt} > ${threadUserStates.lastVisitedAt})`
}

function viewerState(viewerId: string | null, threadColumn: AnyPgColumn) {
  // With no viewer the join matches nothing, and every "fresh" count is zero.
  return and(eq(threadUserStates.threadId, threadColumn), viewerId ? eq(threadUserStates.userId, viewerId) : sql`false`)
}

/**
 * Thread summaries for `threadIds`, in that order (missing ids are skipped).
 * A fixed handful of queries whatever the number of threads: a feed page costs the same
 * whether its threads have three posts or a thousand.
 */
export async function loadThreadSummaries(
  db: Db,
  threadIds: string[],
  viewerId: string | null,
): Promise<ThreadSummary[]> {
  if (threadIds.length === 0) return []
  const noOne = sql`false`

  const [threadRows, starterRows, friendIds] = await Promise.all([
    db
      .select({
        id: threads.id,
        defaultView: threads.defaultView,
        lastActivityAt: threads.lastActivityAt,
        boardId: boards.id,
        boardSlug: boards.slug,
        realmId: realms.id,
        realmSlug: realms.slug,
        muted: threadUserStates.muted,
        hidden: threadUserStates.hidden,
        starred: threadUserStates.starred,
        lastVisitedAt: threadUserStates.lastVisitedAt,
      })
      .from(threads)
      .innerJoin(boards, eq(boards.id, threads.boardId))
      .innerJoin(realms, eq(realms.id, boards.realmId))
      .leftJoin(threadUserStates, viewerState(viewerId, threads.id))
      .where(inArray(threads.id, threadIds)),
    db
      .select(postColumns)
      .from(posts)
      .innerJoin(identities, eq(identities.id, posts.identityId))
      .where(and(inArray(posts.threadId, threadIds), isStarter())),
    friendIdsOf(db, viewerId),
  ])
  const starterIds = starterRows.map((row) => row.id)
  const isFresh = (author: AnyPgColumn, createdAt: AnyPgColumn) =>
    viewerId ? freshCondition(viewerId, author, createdAt) : noOne

  const [postCounts, commentCounts] = await Promise.all([
    db
      .select({
        threadId: posts.threadId,
        total: countAll,
        fresh: countWhere(isFresh(posts.authorId, posts.createdAt)),
        direct: countWhere(inArray(posts.parentPostId, starterIds)),
      })
      .from(posts)
      .leftJoin(threadUserStates, viewerState(viewerId, posts.threadId))
      .where(inArray(posts.threadId, threadIds))
      .groupBy(posts.threadId),
    db
      .select({
        threadId: comments.threadId,
        total: countAll,
        fresh: countWhere(isFresh(comments.authorId, comments.createdAt)),
        onStarter: countWhere(inArray(comments.postId, starterIds)),
        freshOnStarter: countWhere(
          sql`${inArray(comments.postId, starterIds)} and ${isFresh(comments.authorId, comments.createdAt)}`,
        ),
      })
      .from(comments)
      .leftJoin(threadUserStates, viewerState(viewerId, comments.threadId))
      .where(inArray(comments.threadId, threadIds))
      .groupBy(comments.threadId),
  ])

  const threadById = new Map(threadRows.map((row) => [row.id, row]))
  const starterByThread = new Map(starterRows.map((row) => [row.threadId, row]))
  const postCountsByThread = new Map(postCounts.map((row) => [row.threadId, row]))
  const commentCountsByThread = new Map(commentCounts.map((row) => [row.threadId, row]))

  return threadIds.flatMap((id) => {
    const thread = threadById.get(id)
    const starter = starterByThread.get(id)
    if (!thread || !starter) return []
    const postCount = postCountsByThread.get(id)
    const commentCount = commentCountsByThread.get(id)
    const lens: ThreadLens = { viewerId, friendIds, lastVisitedAt: thread.lastVisitedAt ?? null }
    const summary: ThreadSummary = {
      id: thread.id,
      parent_board_slug: thread.boardSlug,
      parent_board_id: thread.boardId,
      parent_realm_slug: thread.realmSlug,
      parent_realm_id: thread.realmId,
      starter: toContribution(starter, lens, {
        total: commentCount?.onStarter ?? 0,
        fresh: commentCount?.freshOnStarter ?? 0,
      }),
      default_view: thread.defaultView,
      // A thread is new until the viewer first opens it, unless they started it.
      new: viewerId !== null && starter.authorId !== viewerId && thread.lastVisitedAt === null,
      muted: thread.muted ?? false,
      hidden: thread.hidden ?? false,
      starred: thread.starred ?? false,
      new_posts_amount: postCount?.fresh ?? 0,
      new_comments_amount: commentCount?.fresh ?? 0,
      total_comments_amount: commentCount?.total ?? 0,
      total_posts_amount: postCount?.total ?? 0,
      direct_threads_amount: postCount?.direct ?? 0,
      last_activity_at: thread.lastActivityAt.toISOString(),
    }
    return [summary]
  })
}
