import { sql, type Logger, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Row } from './hot-reads'
import { openPool } from './pool'
import type { Db } from './types'

/** Runs one statement of a search and answers its rows. */
export type SearchStatement = (statement: SQL) => Promise<Row[]>

/** How one database runs a search's statements, each under the limits below. */
type SearchLane = <T>(work: (run: SearchStatement) => Promise<T>) => Promise<T>

/** A search that takes longer than this is stopped (57014) rather than hold a connection. */
const SEARCH_TIMEOUT_MS = 2000

// No parallel workers either: starting them costs more than a search's few milliseconds, and
// a parallel plan's estimates are a worker's share of the rows.
const LIMITS = { statement_timeout: String(SEARCH_TIMEOUT_MS), max_parallel_workers_per_gather: '0' }

const lanes = new WeakMap<Db, SearchLane>()
const dialect = new PgDialect()

/**
 * PostgreSQL's searches run on connections of their own, which hold the limits as their
 * settings: a search is then its two statements (the estimate, the page), where on the shared
 * connections it was five (begin, the limits, the two, commit), 0.7–1.2 ms a round trip here
 * (`BENCH_PARTS=search npm run bench`). And however many searches come at once, they wait for these
 * connections, not for the ones every other request needs.
 */
export function postgresSearchLane(db: Db, url: string, logger?: Logger): { close: () => Promise<void> } {
  const pool = openPool(url, 4, LIMITS)
  lanes.set(db, (work) =>
    work(async (statement) => {
      const { sql: text, params } = dialect.sqlToQuery(statement)
      logger?.logQuery(text, params)
      return (await pool.query<Row>(text, params)).rows
    }),
  )
  return { close: () => pool.end() }
}

/**
 * Runs `work`'s statements as a search: on the search lane where the database has one, else
 * (PGlite, one session for everything) in a transaction that sets the limits for itself.
 */
export function inSearchLane<T>(db: Db, work: (run: SearchStatement) => Promise<T>): Promise<T> {
  const lane = lanes.get(db)
  if (lane) return lane(work)
  return db.transaction(async (tx) => {
    const limits = Object.entries(LIMITS).map(([name, value]) => sql`set_config(${name}, ${value}, true)`)
    await tx.execute(sql`select ${sql.join(limits, sql`, `)}`)
    return work(async (statement) => ((await tx.execute(statement)) as { rows: Row[] }).rows)
  })
}
