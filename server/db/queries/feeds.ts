import { sql, type SQL } from 'drizzle-orm'
import * as z from 'zod/mini'
import { encodeCursor, type FeedCursor } from '../../lib/feed-cursor'
import type { Db } from '../open'

export const FEED_PAGE_SIZE = 20

/** One page: its threads, each with the revision it was read at, and the next page's cursor. */
export interface FeedIds {
  threads: { id: string; revision: number }[]
  next: string | null
}

// Raw SQL with explicit aliases: the as-of subqueries are correlated with the outer
// thread, and a query builder that leaves single-table columns unqualified would make
// `thread_id = id` compare a post with itself.
const rowsSchema = z.object({ rows: z.array(z.object({ id: z.string(), at: z.coerce.date(), revision: z.coerce.number() })) })

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`

/**
 * One page of thread ids matching `scope` (a condition on threads aliased `t`), newest
 * activity first. The first page reads the live order through the board index. Later pages
 * order by each thread's activity as it stood at the first page's moment (newest post or
 * comment created by then), so replies landing meanwhile move nothing
 * (docs/decisions/002-feed-cursor-snapshot.md).
 */
async function feedPage(db: Db, scope: SQL, cursor: FeedCursor | null, now: Date): Promise<FeedIds> {
  const limit = FEED_PAGE_SIZE + 1
  const query = cursor
    ? sql`
      select id, at, revision from (
        select t.id, t.revision, case when t.last_activity_at <= ${timestamp(cursor.asOf)} then t.last_activity_at else greatest(
          (select max(p.created_at) from posts p where p.thread_id = t.id and p.created_at <= ${timestamp(cursor.asOf)}),
          (select max(c.created_at) from comments c where c.thread_id = t.id and c.created_at <= ${timestamp(cursor.asOf)})
        ) end as at
        from threads t where ${scope}
      ) as_of
      where at is not null and (at, id) < (${timestamp(cursor.lastActivityAt)}, ${cursor.threadId}::uuid)
      order by at desc, id desc limit ${limit}`
    : sql`
      select t.id, t.last_activity_at as at, t.revision from threads t where ${scope}
      order by t.last_activity_at desc, t.id desc limit ${limit}`
  const { rows } = rowsSchema.parse(await db.execute(query))
  const page = rows.slice(0, FEED_PAGE_SIZE)
  const last = page.at(-1)
  const next =
    rows.length > FEED_PAGE_SIZE && last
      ? encodeCursor({ asOf: cursor?.asOf ?? now, lastActivityAt: last.at, threadId: last.id })
      : null
  return { threads: page.map((row) => ({ id: row.id, revision: row.revision })), next }
}

export function boardFeedIds(
  db: Db,
  options: { boardId: string; category?: string; cursor: FeedCursor | null; now: Date },
): Promise<FeedIds> {
  // Categories are stored lowercased; `@>` lets the GIN index on category_tags answer.
  const inCategory = options.category
    ? sql`and exists (select 1 from posts s where s.thread_id = t.id and s.parent_post_id is null
        and s.category_tags @> array[${options.category.toLowerCase()}]::text[])`
    : sql``
  return feedPage(db, sql`t.board_id = ${options.boardId}::uuid ${inCategory}`, options.cursor, options.now)
}

/** The viewer's starred threads that they can still read (members-only boards need membership). */
export function starFeedIds(
  db: Db,
  options: { viewerId: string; cursor: FeedCursor | null; now: Date },
): Promise<FeedIds> {
  const viewer = sql`${options.viewerId}::uuid`
  const scope = sql`exists (select 1 from thread_user_states s where s.thread_id = t.id and s.user_id = ${viewer} and s.starred)
    and exists (select 1 from boards b where b.id = t.board_id and (not b.members_only
      or exists (select 1 from realm_members m where m.realm_id = b.realm_id and m.user_id = ${viewer})))`
  return feedPage(db, scope, options.cursor, options.now)
}
