import { sql, type SQL } from 'drizzle-orm'
import type { ParsedSearch } from '../../lib/search-query'
import { inSearchLane, type SearchStatement } from '../search-lane'
import type { Db } from '../types'

/** Where a page of results starts: after this score and row (keyset), scores as of `at`. */
export interface SearchAfter {
  score: string
  key: string
}

/** The longest title a result carries, in characters: its thread's first line, cut. */
export const RESULT_TITLE_MAX_CHARS = 140

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

/**
 * The most posts, and the most comments, one search ranks: its newest matches. Words that
 * most rows hold would otherwise rank tens of thousands of rows for a page of 20; the newest 200 of each are 20 pages of results, ranked
 * as ever, and a rarer word's matches are all ranked. Rare words' matches come through the
 * GIN index (FEW_MATCHES); common words' newest are found by date, over many boards or in one
 * (the created_at and board_id, created_at indexes). Each row carries its board, so that
 * neither way joins the threads (docs/decisions/037).
 */
const CANDIDATES = 200

/**
 * At most this many matching rows expected (of posts, or of comments), a search takes every
 * match's id and date through the GIN index, then the newest. Past it the planner may walk
 * the rows by date instead, and for common words the newest matches come within a few
 * thousand rows. Left to itself, the planner prices testing a row's document far below its
 * cost, and walked several times the rows a word's matches were through for it. The two ways
 * cross about here on the search benchmark's corpus (docs/decisions/037 has the figures).
 */
const FEW_MATCHES = 15 * CANDIDATES

/** How many rows the planner expects to match, of posts and of comments (its estimate: no rows are read). */
async function expectedMatches(
  run: SearchStatement,
  postsWhere: SQL,
  commentsWhere: SQL | null,
): Promise<{ posts: number; comments: number }> {
  const both = commentsWhere
    ? sql`select 1 from posts p where ${postsWhere} union all select 1 from comments c where ${commentsWhere}`
    : sql`select 1 from posts p where ${postsWhere}`
  const [row] = await run(sql`explain (format json) ${both}`)
  const raw = row?.['QUERY PLAN']
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }]
  return { posts: scanRows(plan[0].Plan, 'posts'), comments: commentsWhere ? scanRows(plan[0].Plan, 'comments') : 0 }
}

interface PlanNode {
  'Plan Rows': number
  'Relation Name'?: string
  Plans?: PlanNode[]
}

/**
 * The rows expected of the plan's scan of `table`, wherever it stands: the union's order is
 * the planner's (it put the comments first, under a Gather, for a word both hold often). No
 * scan found: as many as can be, so the search walks by date, which never reads them all.
 */
function scanRows(node: PlanNode, table: string): number {
  if (node['Relation Name'] === table) return node['Plan Rows']
  for (const child of node.Plans ?? []) {
    const rows = scanRows(child, table)
    if (rows !== Number.POSITIVE_INFINITY) return rows
  }
  return Number.POSITIVE_INFINITY
}

// A day's age halves nothing; a month's halves the recency half of the score (design.md: relevance with recency).
const RECENCY_SECONDS = 30 * 24 * 3600

/**
 * The tsqueries of a search: `whole`, its words; `typing`, when the last word is still being
 * typed, its other words and that word as a prefix. A row matches either.
 */
function tsqueries(search: ParsedSearch): { whole: SQL; typing: SQL | null } | null {
  if (search.words === '') return null
  const whole = sql`websearch_to_tsquery('teahouse', ${search.words})`
  if (search.prefix === null) return { whole, typing: null }
  // The prefix is letters and digits only (parseSearchQuery), so it is safe as to_tsquery syntax.
  const prefix = sql`to_tsquery('teahouse', ${`${search.prefix}:*`})`
  const typing = search.wordsBefore === '' ? prefix : sql`(websearch_to_tsquery('teahouse', ${search.wordsBefore}) && ${prefix})`
  return { whole, typing }
}

// websearch_to_tsquery joins words with AND unless an `or` stands between them.
const OR_WORD = /(?:^|\s)or(?:\s|$)/i

/**
 * What a row must match. Without an `or`, the words as typed are the same AND-ed words as the
 * typing query's, the last in full rather than as a prefix: every row matching them matches
 * the typing query, which alone is then asked. That matters to the planner: it takes the two
 * OR-ed for independent, so doubles the rows it expects, and walked rows by date for a word
 * whose matches the GIN index gives at once (docs/decisions/037).
 */
function matchQuery(search: ParsedSearch, queries: { whole: SQL; typing: SQL | null }): SQL {
  if (!queries.typing) return queries.whole
  return OR_WORD.test(search.words) ? sql`(${queries.whole} || ${queries.typing})` : queries.typing
}

/**
 * One page of a search over the posts and comments of `boardIds` (the boards the reader may
 * read: part of the query, never a filter applied after the limit). Ranked by ts_rank_cd with
 * a recency factor as of `at` (the first page's moment, kept in the cursor so every page ranks
 * alike), then by row, newest first; `limit + 1` rows to tell whether there is a next page.
 */
export async function searchPage(
  db: Db,
  options: {
    search: ParsedSearch
    boardIds: readonly string[]
    at: Date
    after: SearchAfter | null
    limit: number
    /** How many of the newest matching posts, and comments, are ranked (tests make it small). */
    candidates?: number
    /** Up to how many expected matches all are taken through GIN (FEW_MATCHES; tests take either way). */
    fewMatches?: number
  },
): Promise<SearchHit[]> {
  const { search, boardIds, at, after, limit, candidates = CANDIDATES, fewMatches = FEW_MATCHES } = options
  if (boardIds.length === 0) return []
  const queries = tsqueries(search)
  const query = queries && matchQuery(search, queries)
  if (!query && search.tags.length === 0) return []
  const boards = sql`array[${sql.join(
    boardIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`
  // A tag is matched exactly (any case) among the post's index and category tags; as its words
  // are in the document too (weight B), the GIN index first narrows the rows to those holding
  // them. A tag of stop words alone has no words in the document: then nothing is narrowed.
  const tagWords = search.tags.map((tag) => sql`plainto_tsquery('teahouse', ${tag})`)
  const tagged =
    search.tags.length === 0
      ? sql`true`
      : sql`(${sql.join(
          tagWords.map((words) => sql`numnode(${words}) = 0`),
          sql` or `,
        )} or p.search_document @@ (${sql.join(tagWords, sql` || `)}))
        and exists (select 1 from unnest(p.index_tags || p.category_tags) as tag where lower(tag) = any(array[${sql.join(
          search.tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}]))`
  // The tsquery is written out wherever it is used, not kept in a CTE: as a constant the
  // planner can weigh how many rows it matches.
  const matches = (document: SQL) => (query ? sql`${document} @@ ${query}` : sql`true`)
  // ts_rank_cd costs by the size of its query: a row holding the words as typed is ranked by
  // them alone, and only a row that matched by the prefix alone by the prefix's query (with
  // both OR-ed, ranking took several times as long).
  const rank = (document: SQL) => {
    if (!queries) return sql`1`
    const whole = sql`ts_rank_cd(${document}, ${queries.whole})`
    if (!queries.typing) return whole
    return sql`(case when ${document} @@ ${queries.whole} then ${whole} else ts_rank_cd(${document}, ${queries.typing}) end)`
  }
  const asOf = sql`${at.toISOString()}::timestamptz`
  // A starter's first line is the result's title already: its excerpt is quoted from the lines
  // after it, so a result does not say that line twice. A first line too long to be the title
  // whole stays in the excerpt.
  const text = sql`coalesce(page.search_text, '')`
  const firstLine = sql`split_part(${text}, chr(10), 1)`
  const quoted = sql`case when page.post_id = starter.id and page.comment_id is null and char_length(${firstLine}) <= ${RESULT_TITLE_MAX_CHARS}
    then substr(${text}, char_length(${firstLine}) + 2) else ${text} end`
  // What a moderator removed is found by nobody: its author reads it in the thread (decisions/052).
  const postsWhere = sql`p.board_id = any(${boards}) and ${matches(sql`p.search_document`)} and ${tagged} and p.created_at <= ${asOf} and p.removed_at is null`
  const commentsWhere =
    search.tags.length > 0
      ? null
      : sql`c.board_id = any(${boards}) and ${matches(sql`c.search_document`)} and c.created_at <= ${asOf} and c.removed_at is null`
  const postColumns = sql`p.id as post_id, null::uuid as comment_id, p.thread_id, p.board_id, p.created_at, p.identity_id, p.search_text,
    p.search_document as document`
  const commentColumns = sql`c.post_id, c.id, c.thread_id, c.board_id, c.created_at, c.identity_id, c.search_text, c.search_document`
  // Few matches: every match's id and date first (narrow rows, through GIN), the newest of
  // them, then their rows. Many: the newest matching rows, as the planner finds them.
  const newest = (table: 'posts' | 'comments', columns: SQL, where: SQL, few: boolean) => {
    const [from, matched] = [sql.raw(`${table} ${table[0]}`), sql.raw(`${table}_matched`)]
    const alias = sql.raw(table[0] as string)
    return few
      ? {
          cte: sql`${matched} as materialized (select ${alias}.id, ${alias}.created_at from ${from} where ${where}),`,
          rows: sql`(select ${columns} from ${from}
            join (select id from ${matched} order by created_at desc limit ${candidates}) newest on newest.id = ${alias}.id)`,
        }
      : { cte: sql``, rows: sql`(select ${columns} from ${from} where ${where} order by ${alias}.created_at desc limit ${candidates})` }
  }
  const hits = (few: { posts: boolean; comments: boolean }) => {
    const ofPosts = newest('posts', postColumns, postsWhere, few.posts)
    const ofComments = commentsWhere && newest('comments', commentColumns, commentsWhere, few.comments)
    return sql`
    with ${ofPosts.cte} ${ofComments ? ofComments.cte : sql``}
    candidates as (
      ${ofPosts.rows}
      ${ofComments ? sql`union all ${ofComments.rows}` : sql``}
    ),
    scored as (
      select candidates.*, coalesce(candidates.comment_id, candidates.post_id)::text as key,
        round((${rank(sql`candidates.document`)} * (0.5 + 0.5 / (1 + greatest(0, extract(epoch from (${asOf} - candidates.created_at))) / ${RECENCY_SECONDS})))::numeric, 9) as score
      from candidates
    ),
    page as (
      select * from scored
      ${after ? sql`where (score, key) < (${after.score}::numeric, ${after.key})` : sql``}
      order by score desc, key desc
      limit ${limit + 1}
    )
    select page.post_id, page.comment_id, page.thread_id, page.board_id, page.created_at, page.score::text as score, page.key,
      case when starter.removed_at is null then split_part(coalesce(starter.search_text, ''), chr(10), 1) else '' end as title,
      ${query ? sql`ts_headline('teahouse', ${quoted}, ${query}, ${HEADLINE_OPTIONS})` : sql`left(${quoted}, 240)`} as headline,
      identities.name as identity_name, identities.avatar as identity_avatar
    from page
    join posts starter on starter.thread_id = page.thread_id and starter.parent_post_id is null
    join identities on identities.id = page.identity_id
    order by page.score desc, page.key desc`
  }
  // Slower than SEARCH_TIMEOUT_MS, a search is stopped (db/search-lane.ts).
  const rows = await inSearchLane(db, async (run) => {
    const expected = await expectedMatches(run, postsWhere, commentsWhere)
    return run(hits({ posts: expected.posts <= fewMatches, comments: expected.comments <= fewMatches }))
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
