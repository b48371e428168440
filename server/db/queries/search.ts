import { sql, type SQL } from 'drizzle-orm'
import type { ParsedSearch } from '../../lib/search-query'
import type { Db } from '../types'
import { rawRows } from './raw-rows'

/** Where a page of results starts: after this score and row (keyset), scores as of `at`. */
export interface SearchAfter {
  score: string
  key: string
}

export interface SearchHit {
  postId: string
  commentId: string | null
  threadId: string
  boardId: string
  createdAt: Date
  /** The rank with recency, as text (a numeric): the keyset's first half. */
  score: string
  /** The comment's id, else the post's: the keyset's second half. */
  key: string
  title: string
  /** The words around the matches, each match between \u0001 and \u0002 (ts_headline). */
  headline: string
  identityName: string
  identityAvatar: string
}

// ts_headline's marks around each match: characters no search text holds (searchTextOf's words
// are stripped of them before), so the app's offsets can be read back without any HTML.
export const MARK_START = '\u0001'
export const MARK_END = '\u0002'
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`

const SEARCH_TIMEOUT_MS = 2000

// A day's age halves nothing; a month's halves the recency half of the score (design.md: relevance with recency).
const RECENCY_SECONDS = 30 * 24 * 3600

/** The tsquery of a search: its words, or (the last still being typed) its other words and that prefix. */
function tsquery(search: ParsedSearch): SQL | null {
  if (search.words === '') return null
  const whole = sql`websearch_to_tsquery('teahouse', ${search.words})`
  if (search.prefix === null) return whole
  // The prefix is letters and digits only (parseSearch), so it is safe as to_tsquery syntax.
  const prefix = sql`to_tsquery('teahouse', ${`${search.prefix}:*`})`
  const typing = search.wordsBefore === '' ? prefix : sql`(websearch_to_tsquery('teahouse', ${search.wordsBefore}) && ${prefix})`
  return sql`(${whole} || ${typing})`
}

/**
 * One page of a search over the posts and comments of `boardIds` (the boards the reader may
 * read: part of the query, never a filter applied after the limit). Ranked by ts_rank_cd with
 * a recency factor as of `at` (the first page's moment, kept in the cursor so every page ranks
 * alike), then by row, newest first; `limit + 1` rows to tell whether there is a next page.
 */
export async function searchPage(
  db: Db,
  options: { search: ParsedSearch; boardIds: readonly string[]; at: Date; after: SearchAfter | null; limit: number },
): Promise<SearchHit[]> {
  const { search, boardIds, at, after, limit } = options
  if (boardIds.length === 0) return []
  const query = tsquery(search)
  if (!query && search.tags.length === 0) return []
  const boards = sql`array[${sql.join(
    boardIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`
  const tagged =
    search.tags.length === 0
      ? sql`true`
      : sql`exists (select 1 from unnest(p.index_tags || p.category_tags) as tag where lower(tag) = any(array[${sql.join(
          search.tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}]))`
  const matches = (document: SQL) => (query ? sql`${document} @@ q.query` : sql`true`)
  const rank = (document: SQL) => (query ? sql`ts_rank_cd(${document}, q.query)` : sql`1`)
  const queryRow = query ? sql`select ${query} as query` : sql`select null::tsquery as query`
  const comments =
    search.tags.length > 0
      ? sql``
      : sql`union all
        select c.post_id, c.id, c.thread_id, th.board_id, c.created_at, c.identity_id, c.search_text, ${rank(sql`c.search_document`)}
        from comments c join threads th on th.id = c.thread_id, q
        where th.board_id = any(${boards}) and ${matches(sql`c.search_document`)}`
  const hits = sql`
    with q as (${queryRow}),
    hits as (
      select p.id as post_id, null::uuid as comment_id, p.thread_id, th.board_id, p.created_at, p.identity_id, p.search_text,
        ${rank(sql`p.search_document`)} as rank
      from posts p join threads th on th.id = p.thread_id, q
      where th.board_id = any(${boards}) and ${matches(sql`p.search_document`)} and ${tagged}
      ${comments}
    ),
    scored as (
      select hits.*, coalesce(hits.comment_id, hits.post_id)::text as key,
        round((hits.rank * (0.5 + 0.5 / (1 + greatest(0, extract(epoch from (${at.toISOString()}::timestamptz - hits.created_at))) / ${RECENCY_SECONDS})))::numeric, 9) as score
      from hits
    ),
    page as (
      select * from scored
      ${after ? sql`where (score, key) < (${after.score}::numeric, ${after.key})` : sql``}
      order by score desc, key desc
      limit ${limit + 1}
    )
    select page.post_id, page.comment_id, page.thread_id, page.board_id, page.created_at, page.score::text as score, page.key,
      split_part(coalesce(starter.search_text, ''), chr(10), 1) as title,
      case when q.query is null then left(coalesce(page.search_text, ''), 240)
        else ts_headline('teahouse', coalesce(page.search_text, ''), q.query, ${HEADLINE_OPTIONS}) end as headline,
      identities.name as identity_name, identities.avatar as identity_avatar
    from page
    join posts starter on starter.thread_id = page.thread_id and starter.parent_post_id is null
    join identities on identities.id = page.identity_id, q
    order by page.score desc, page.key desc`
  // A search that takes longer than this is stopped (57014) rather than hold a connection.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = ${sql.raw(String(SEARCH_TIMEOUT_MS))}`)
    return rawRows(tx, hits)
  })
  return rows.map((row) => ({
    postId: String(row.post_id),
    commentId: row.comment_id === null ? null : String(row.comment_id),
    threadId: String(row.thread_id),
    boardId: String(row.board_id),
    createdAt: new Date(row.created_at as string | Date),
    score: String(row.score),
    key: String(row.key),
    title: String(row.title),
    headline: String(row.headline),
    identityName: String(row.identity_name),
    identityAvatar: String(row.identity_avatar),
  }))
}
