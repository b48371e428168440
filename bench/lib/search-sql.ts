// The search benchmark's SQL: the facts a built corpus keeps about itself, the
// ILIKE scan that search is measured against, and both timed side by side on one connection.
import { type SQL, sql } from 'drizzle-orm'
import { searchPage } from '../../server/db/queries/search'
import { parseSearchQuery } from '../../server/lib/search-query'
import type { Db } from '../../server/db/types'
import { rowsOf } from './search-corpus'
import type { BenchQuery, ScanTerms } from './search-queries'

/** What a built corpus says of itself, in a table of its own: a database without it (or of another version) is built again. */
export interface CorpusFacts {
  /** The corpus's version and the schema's (bench/search.mjs). */
  version: string
  build_seconds: number
  posts: number
  comments: number
  queries: BenchQuery[]
}

export async function saveCorpusFacts(db: Db, facts: CorpusFacts): Promise<void> {
  await db.execute(sql`create table bench_search_corpus (facts jsonb not null)`)
  await db.execute(sql`insert into bench_search_corpus (facts) values (${JSON.stringify(facts)}::jsonb)`)
}

export async function readCorpusFacts(db: Db): Promise<CorpusFacts | null> {
  const table = rowsOf<{ name: string | null }>(await db.execute(sql`select to_regclass('bench_search_corpus')::text as name`))
  if (!table[0]?.name) return null
  const [row] = rowsOf<{ facts: CorpusFacts | string }>(await db.execute(sql`select facts from bench_search_corpus`))
  if (!row) return null
  return typeof row.facts === 'string' ? (JSON.parse(row.facts) as CorpusFacts) : row.facts
}

/** The words of `words` that the search configuration drops (stop words): a search of them alone finds nothing. */
export async function stopWordsOf(db: Db, words: string[]): Promise<Set<string>> {
  const rows = rowsOf<{ word: string }>(
    await db.execute(
      sql`select value as word from json_array_elements_text(${JSON.stringify(words)}::json) where to_tsvector('teahouse', value) = ''::tsvector`,
    ),
  )
  return new Set(rows.map((row) => row.word))
}

/** What an anonymous visitor searches: the demo realm's boards that are not for members only, and the Tea Room. */
async function visitorBoards(db: Db): Promise<{ realmId: string; boardIds: string[]; teaRoomId: string }> {
  const rows = rowsOf<{ id: string; slug: string; realm_id: string }>(
    await db.execute(
      sql`select b.id, b.slug, b.realm_id from boards b join realms r on r.id = b.realm_id where r.slug = 'demo' and not b.members_only order by b.position`,
    ),
  )
  const teaRoom = rows.find((row) => row.slug === 'tea-room')
  if (!teaRoom) throw new Error('the Tea Room is missing')
  return { realmId: teaRoom.realm_id, boardIds: rows.map((row) => row.id), teaRoomId: teaRoom.id }
}

const PAGE_SIZE = 20

const like = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`

/** `column` holds what `terms` ask for, each word anywhere in it, ILIKE. */
function textMatches(column: SQL, terms: ScanTerms): SQL {
  const has = (word: string) => sql`${column} ilike ${like(word)}`
  const parts = [
    ...terms.all.map(has),
    ...terms.none.map((word) => sql`not (coalesce(${column}, '') ilike ${like(word)})`),
    ...terms.any.map((group) => sql`(${sql.join(group.map(has), sql` or `)})`),
  ]
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `)
}

/**
 * The scan search is measured against: the same posts and comments, of the same boards, whose
 * plain text holds every word (ILIKE '%word%'), newest first, a page of 20, with the thread's
 * title and the writer's identity as search answers them; `#tag`s as search matches them.
 */
function scanQuery(terms: ScanTerms, boardIds: readonly string[]): SQL {
  const boards = sql`array[${sql.join(
    boardIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`
  const tagged =
    terms.tags.length === 0
      ? sql`true`
      : sql`exists (select 1 from unnest(p.index_tags || p.category_tags) as tag where lower(tag) = any(array[${sql.join(
          terms.tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}]))`
  const comments =
    terms.tags.length > 0
      ? sql``
      : sql`union all
        select c.post_id, c.id, c.thread_id, th.board_id, c.created_at, c.identity_id, c.search_text
        from comments c join threads th on th.id = c.thread_id
        where th.board_id = any(${boards}) and ${textMatches(sql`c.search_text`, terms)}`
  return sql`
    with hits as (
      select p.id as post_id, null::uuid as comment_id, p.thread_id, th.board_id, p.created_at, p.identity_id, p.search_text
      from posts p join threads th on th.id = p.thread_id
      where th.board_id = any(${boards}) and ${textMatches(sql`p.search_text`, terms)} and ${tagged}
      ${comments}
    ),
    page as (select * from hits order by created_at desc, coalesce(comment_id, post_id) desc limit ${PAGE_SIZE + 1})
    select page.post_id, page.comment_id, page.thread_id, page.board_id, page.created_at,
      split_part(coalesce(starter.search_text, ''), chr(10), 1) as title, left(coalesce(page.search_text, ''), 240) as excerpt,
      identities.name as identity_name, identities.avatar as identity_avatar
    from page
    join posts starter on starter.thread_id = page.thread_id and starter.parent_post_id is null
    join identities on identities.id = page.identity_id
    order by page.created_at desc, coalesce(page.comment_id, page.post_id) desc`
}

/** One page of the scan, in a transaction of its own as searchPage runs (without its 2 s limit). */
async function scanPage(db: Db, terms: ScanTerms, boardIds: readonly string[]): Promise<number> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`)
    return tx.execute(scanQuery(terms, boardIds))
  })
  return rowsOf(result).length
}

/** One page of the search, the server's own query (db/queries/search.ts) for a visitor, first page. */
async function searchFirstPage(db: Db, query: BenchQuery, boards: { boardIds: string[]; teaRoomId: string }): Promise<number> {
  const hits = await searchPage(db, {
    search: parseSearchQuery(query.q),
    boardIds: query.teaRoom ? [boards.teaRoomId] : boards.boardIds,
    at: new Date(),
    after: null,
    limit: PAGE_SIZE,
  })
  return hits.length
}

async function timed(work: () => Promise<number>): Promise<{ ms: number; found: number }> {
  const start = performance.now()
  const found = await work()
  return { ms: performance.now() - start, found }
}

export interface QueryTimes {
  q: string
  kind: string
  tea_room: boolean
  /** Rows of the first page (21 at most: 20 and one to tell there is a next page). */
  search_found: number
  scan_found: number
  search_ms: number[]
  scan_ms: number[]
}

/**
 * Each query `rounds` times, search then scan in turn, so that whatever else the machine does
 * slows both alike; after a warm-up round of each (the scan's one query: it reads every row).
 */
export async function timeSearchAndScan(db: Db, queries: BenchQuery[], rounds: number, log: (line: string) => void): Promise<QueryTimes[]> {
  const boards = await visitorBoards(db)
  const scanBoards = (query: BenchQuery) => (query.teaRoom ? [boards.teaRoomId] : boards.boardIds)
  for (const query of queries) await searchFirstPage(db, query, boards)
  const [first] = queries
  if (first) await scanPage(db, first.scan, scanBoards(first))
  const times: QueryTimes[] = queries.map((query) => ({
    q: query.q,
    kind: query.kind,
    tea_room: query.teaRoom,
    search_found: 0,
    scan_found: 0,
    search_ms: [],
    scan_ms: [],
  }))
  for (let round = 0; round < rounds; round++) {
    const start = performance.now()
    for (const [i, query] of queries.entries()) {
      const entry = times[i] as QueryTimes
      const search = await timed(() => searchFirstPage(db, query, boards))
      const scan = await timed(() => scanPage(db, query.scan, scanBoards(query)))
      entry.search_ms.push(search.ms)
      entry.scan_ms.push(scan.ms)
      entry.search_found = search.found
      entry.scan_found = scan.found
    }
    log(`  round ${round + 1}/${rounds} in ${((performance.now() - start) / 1000).toFixed(1)} s`)
  }
  return times
}

/** The last statement a search sent, as the driver got it: what EXPLAIN ANALYZE runs again. */
export interface CapturedStatement {
  query: string
  params: unknown[]
}

const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : value === null ? 'null' : `'${String(value).replaceAll("'", "''")}'`

/** EXPLAIN (ANALYZE, BUFFERS) of a search, its parameters written in (they are the benchmark's own strings). */
export async function explainSearch(db: Db, query: BenchQuery, captured: () => CapturedStatement | null): Promise<string> {
  const boards = await visitorBoards(db)
  const before = captured()
  await searchFirstPage(db, query, boards)
  const statement = captured()
  if (statement === before) throw new Error(`no statement of the search ${query.q} was captured`)
  if (!statement) throw new Error('no search statement was captured')
  const text = statement.query.replace(/\$(\d+)/g, (_, n: string) => literal(statement.params[Number(n) - 1]))
  const rows = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql.raw(`explain (analyze, buffers) ${text}`)))
  return rows.map((row) => row['QUERY PLAN']).join('\n')
}
