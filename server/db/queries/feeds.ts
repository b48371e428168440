import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { encodeCursor, type FeedCursor } from '../../lib/feed-cursor'
import type { Db } from '../open'
import { boards, comments, posts, realmMembers, threads, threadUserStates } from '../schema'
import { isStarter } from './places'

export const FEED_PAGE_SIZE = 20

export interface FeedIds {
  threadIds: string[]
  next: string | null
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`

/** A thread's activity as it stood at `asOf`: later posts and comments do not count. */
function activityAsOf(asOf: Date): SQL<Date> {
  const at = timestamp(asOf)
  return sql<Date>`case when ${threads.lastActivityAt} <= ${at} then ${threads.lastActivityAt} else greatest(
    (select max(${posts.createdAt}) from ${posts} where ${posts.threadId} = ${threads.id} and ${posts.createdAt} <= ${at}),
    (select max(${comments.createdAt}) from ${comments} where ${comments.threadId} = ${threads.id} and ${comments.createdAt} <= ${at})
  ) end`
}

/**
 * One page of thread ids matching `scope`, newest activity first. The first page reads
 * the live order (an index scan); later pages replay the order of the first page's moment.
 */
async function feedPage(db: Db, scope: SQL | undefined, cursor: FeedCursor | null, now: Date): Promise<FeedIds> {
  const asOf = cursor?.asOf ?? now
  const at = cursor ? activityAsOf(cursor.asOf).mapWith(threads.lastActivityAt) : threads.lastActivityAt
  const after = cursor
    ? sql`(${at}, ${threads.id}) < (${timestamp(cursor.lastActivityAt)}, ${cursor.threadId}::uuid)`
    : undefined
  const rows = await db
    .select({ id: threads.id, at })
    .from(threads)
    .where(and(scope, after, cursor ? sql`${at} is not null` : undefined))
    .orderBy(desc(at), desc(threads.id))
    .limit(FEED_PAGE_SIZE + 1)
  const page = rows.slice(0, FEED_PAGE_SIZE)
  const last = page.at(-1)
  const next =
    rows.length > FEED_PAGE_SIZE && last
      ? encodeCursor({ asOf, lastActivityAt: last.at, threadId: last.id })
      : null
  return { threadIds: page.map((row) => row.id), next }
}

/** categoryFilter matches a starter's category tag case-insensitively (tags are stored lowercased). */
function inCategory(category: string): SQL {
  return sql`exists (select 1 from ${posts} where ${posts.threadId} = ${threads.id} and ${isStarter()} and ${category.toLowerCase()} = any(${posts.categoryTags}))`
}

export function boardFeedIds(
  db: Db,
  options: { boardId: string; category?: string; cursor: FeedCursor | null; now: Date },
): Promise<FeedIds> {
  const scope = and(eq(threads.boardId, options.boardId), options.category ? inCategory(options.category) : undefined)
  return feedPage(db, scope, options.cursor, options.now)
}

/** The viewer's starred threads that they can still read (members-only boards need membership). */
export function starFeedIds(
  db: Db,
  options: { viewerId: string; cursor: FeedCursor | null; now: Date },
): Promise<FeedIds> {
  const starred = db
    .select({ threadId: threadUserStates.threadId })
    .from(threadUserStates)
    .where(and(eq(threadUserStates.userId, options.viewerId), eq(threadUserStates.starred, true)))
  const readable = sql`exists (select 1 from ${boards} where ${boards.id} = ${threads.boardId} and (not ${boards.membersOnly} or exists (
    select 1 from ${realmMembers} where ${realmMembers.realmId} = ${boards.realmId} and ${realmMembers.userId} = ${options.viewerId})))`
  return feedPage(db, and(inArray(threads.id, starred), readable), options.cursor, options.now)
}
