import { sql, type SQL } from 'drizzle-orm'
import * as z from 'zod/mini'
import { encodeCursor, type FeedCursor } from '../../lib/feed-cursor'
import type { Db } from '../types'
import { hotReads } from '../hot-reads'
import { boardPlaceOf, boardPlaceQuery, type BoardPlace } from './places'

const FEED_PAGE_SIZE = 20

/** One page: its threads, each with the revision it was read at, and the next page's cursor. */
export interface FeedIds {
  threads: { id: string; revision: number }[]
  next: string | null
  /**
   * The page's threads with their revisions and where the next page starts, without the
   * moment it was read: two reads of a page with the same signature are answered alike
   * (docs/decisions/027-feed-answers-kept-as-bytes.md).
   */
  signature: string
}

// Raw SQL with explicit aliases: the as-of subqueries are correlated with the outer
// thread, and a query builder that leaves single-table columns unqualified would make
// `thread_id = id` compare a post with itself.
const pageRow = z.object({ id: z.string(), at: z.coerce.date(), revision: z.coerce.number() })
type PageRow = z.infer<typeof pageRow>
const pageRows = z.array(pageRow)

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * The rows of one page of threads matching `scope` (a condition on threads aliased `t`), newest
 * activity first, and one more to tell whether a next page exists. The first page reads the live
 * order through the board index. Later pages order by each thread's activity as it stood at the
 * first page's moment (newest post or comment created by then), so replies landing meanwhile
 * move nothing (docs/decisions/002-feed-cursor-snapshot.md). A thread not active since that
 * moment stands where its last activity puts it, so those come through the board index after
 * the cursor; only the few active since have their activity as of then worked out, and the two
 * are merged: a later page reads a page's worth of rows however many threads the board holds.
 */
// Ordered as the board index is (`desc nulls last`, drizzle's `.desc()`): a plain `desc` puts
// nulls first, which the index cannot give, so every page sorted all the board's threads
// (the columns hold no nulls, so the order is the same).
function pageQuery(scope: SQL, cursor: FeedCursor | null): SQL {
  const limit = FEED_PAGE_SIZE + 1
  if (!cursor) {
    return sql`
      select t.id, t.last_activity_at as at, t.revision from threads t where ${scope}
      order by t.last_activity_at desc nulls last, t.id desc nulls last limit ${limit}`
  }
  const asOf = timestamp(cursor.asOf)
  return sql`
    select id, at, revision from (
      (select t.id, t.last_activity_at as at, t.revision from threads t
        where ${scope} and (t.last_activity_at, t.id) < ${notActiveSinceBound(cursor)}
        order by t.last_activity_at desc nulls last, t.id desc nulls last limit ${limit})
      union all
      (select id, at, revision from (
        select t.id, t.revision, greatest(
          (select max(p.created_at) from posts p where p.thread_id = t.id and p.created_at <= ${asOf}),
          (select max(c.created_at) from comments c where c.thread_id = t.id and c.created_at <= ${asOf})
        ) as at
        from threads t where ${scope} and t.last_activity_at > ${asOf}
      ) active_since
      where at is not null and (at, id) < (${timestamp(cursor.lastActivityAt)}, ${cursor.threadId}::uuid))
    ) page
    order by at desc, id desc limit ${limit}`
}

/**
 * Where the threads not active since the cursor's moment continue: after the cursor, which
 * implies "not active since" as the cursor's activity is at or before its moment. Stated as one
 * row comparison and not also as `last_activity_at <= moment`, because the hot reads are planned
 * once for any values (db/hot-reads.ts), and that extra range made the plan guess a handful of
 * rows and sort the board's threads instead of reading 21 through the index. Should a write
 * stamped just after the moment have ended the first page, the bound is the moment itself: every
 * thread last active at or before it (the column keeps milliseconds, PostgreSQL's
 * timestamps microseconds, so one microsecond past it is past every such thread; no id is below zero).
 */
function notActiveSinceBound(cursor: FeedCursor): SQL {
  if (cursor.lastActivityAt <= cursor.asOf) return sql`(${timestamp(cursor.lastActivityAt)}, ${cursor.threadId}::uuid)`
  return sql`(${timestamp(cursor.asOf)} + interval '1 microsecond', '00000000-0000-0000-0000-000000000000'::uuid)`
}

function feedIdsOf(rows: readonly PageRow[], cursor: FeedCursor | null, now: Date): FeedIds {
  const page = rows.slice(0, FEED_PAGE_SIZE)
  const last = page.at(-1)
  const more = rows.length > FEED_PAGE_SIZE && last
  const threads = page.map((row) => ({ id: row.id, revision: row.revision }))
  const next = more ? encodeCursor({ asOf: cursor?.asOf ?? now, lastActivityAt: last.at, threadId: last.id }) : null
  const signature = `${threads.map((thread) => `${thread.id}.${thread.revision}`).join(' ')}|${more ? `${last.at.toISOString()} ${last.id}` : 'end'}`
  return { threads, next, signature }
}

async function feedPage(db: Db, scope: SQL, cursor: FeedCursor | null, now: Date): Promise<FeedIds> {
  const [rows] = await hotReads(db, [pageQuery(scope, cursor)])
  return feedIdsOf(pageRows.parse(rows), cursor, now)
}

interface BoardFeedOptions {
  boardId: string
  category?: string
  cursor: FeedCursor | null
  now: Date
}

function boardScope(boardId: string, category: string | undefined): SQL {
  // Categories are stored lowercased; `@>` lets the GIN index on category_tags answer.
  const inCategory = category
    ? sql`and exists (select 1 from posts s where s.thread_id = t.id and s.parent_post_id is null
        and s.category_tags @> array[${category.toLowerCase()}]::text[])`
    : sql``
  return sql`t.board_id = ${boardId}::uuid ${inCategory}`
}

export function boardFeedIds(db: Db, options: BoardFeedOptions): Promise<FeedIds> {
  return feedPage(db, boardScope(options.boardId, options.category), options.cursor, options.now)
}

/**
 * The board and its page, sent together (db/hot-reads.ts): under load a query's cost is
 * mostly its trip through the database, whatever it reads (PGlite's above all). A members-only
 * board's page is dropped unseen (`ids` null): the caller reads it once the reader is let in.
 */
export async function boardWithFeedIds(db: Db, options: BoardFeedOptions): Promise<{ board?: BoardPlace; ids: FeedIds | null }> {
  const [boardRows = [], page = []] = await hotReads(db, [
    boardPlaceQuery(options.boardId),
    pageQuery(boardScope(options.boardId, options.category), options.cursor),
  ])
  const board = boardPlaceOf(boardRows)
  if (!board) return { ids: null }
  return { board, ids: board.membersOnly ? null : feedIdsOf(pageRows.parse(page), options.cursor, options.now) }
}

/** A thread on a board the viewer may read (members-only boards need membership). */
const readableBy = (viewer: SQL) => sql`exists (select 1 from boards b where b.id = t.board_id and (not b.members_only
  or exists (select 1 from realm_members m where m.realm_id = b.realm_id and m.user_id = ${viewer})))`

/** The viewer's starred threads that they can still read. */
export function starFeedIds(db: Db, options: { viewerId: string; cursor: FeedCursor | null; now: Date }): Promise<FeedIds> {
  const viewer = sql`${options.viewerId}::uuid`
  const scope = sql`exists (select 1 from thread_user_states s where s.thread_id = t.id and s.user_id = ${viewer} and s.starred)
    and ${readableBy(viewer)}`
  return feedPage(db, scope, options.cursor, options.now)
}

/**
 * "Your stuff": the threads the viewer started or wrote in (they hold an identity there) and may
 * still read; `updatedOnly`, those someone else wrote in since the viewer's last visit.
 */
export function ownFeedIds(
  db: Db,
  options: { viewerId: string; updatedOnly: boolean; cursor: FeedCursor | null; now: Date },
): Promise<FeedIds> {
  const viewer = sql`${options.viewerId}::uuid`
  const since = sql`coalesce((select s.last_visited_at from thread_user_states s where s.thread_id = t.id and s.user_id = ${viewer}),
    '-infinity'::timestamptz)`
  const updated = options.updatedOnly
    ? sql`and (exists (select 1 from posts p where p.thread_id = t.id and p.created_at > ${since} and p.author_id <> ${viewer})
      or exists (select 1 from comments c where c.thread_id = t.id and c.created_at > ${since} and c.author_id <> ${viewer}))`
    : sql``
  const scope = sql`exists (select 1 from thread_identities i where i.thread_id = t.id and i.user_id = ${viewer})
    and ${readableBy(viewer)} ${updated}`
  return feedPage(db, scope, options.cursor, options.now)
}
