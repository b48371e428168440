import { createHash } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import type { Logger, SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { openPool } from './pool'
import type { Db } from './types'

export type Row = Record<string, unknown>

/** A statement kept by the database under a name: its text has `$1`… where its values go. */
interface NamedStatement {
  name: string
  text: string
  values: unknown[]
}

/** How one database runs named statements, each answering its rows. */
export type HotRun = (statements: NamedStatement[]) => Promise<Row[][]>

const runners = new WeakMap<Db, { run: HotRun; logger?: Logger }>()
const dialect = new PgDialect()

/** Called by openDatabase: how `db`'s own client runs hot reads (see below). */
export function allowHotReads(db: Db, run: HotRun, logger?: Logger): void {
  runners.set(db, { run, logger })
}

/**
 * The feeds' page reads and the token lookup run for nearly every request, and under load
 * their cost is mostly the database's handling of a query, not what it reads: parsing and
 * planning it again each time, and on PGlite the extended protocol's five messages, whatever
 * the query. Here each is a named, prepared statement, planned once, and on PGlite the reads of
 * one request go in one message of the simple protocol (pgliteHotRun); the figures are in
 * docs/decisions/027. A read on a transaction goes the usual way.
 *
 * "Planned once" is enforced (`plan_cache_mode = force_generic_plan`): left to choose, the
 * database plans a statement again for each execution whenever its plan for any values looks
 * dearer than one for these values, and for a later feed page on a board of 10,000 threads it
 * did, every time, at twice the cost. So a hot read must be a keyed lookup whose plan is
 * right for every value; one that is not (search, say) belongs with the usual queries.
 */
export async function hotReads(db: Db, queries: readonly SQL[]): Promise<Row[][]> {
  const runner = runners.get(db)
  if (!runner) return Promise.all(queries.map(async (query) => ((await db.execute(query)) as { rows: Row[] }).rows))
  const statements = queries.map((query) => {
    const { sql: text, params } = dialect.sqlToQuery(query)
    return { name: `hot_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, values: params }
  })
  for (const statement of statements) runner.logger?.logQuery(statement.text, statement.values)
  return runner.run(statements)
}

/**
 * A value as SQL text, or null when it could mean anything but itself there: with the quotes
 * doubled (drizzle's way), a string without a backslash reads back as itself whatever
 * `standard_conforming_strings` says, and a NUL cannot be sent at all.
 */
function literal(value: unknown): string | null {
  if (value === null) return 'null'
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'string' && !/[\\\0]/.test(value)) return dialect.escapeString(value)
  return null
}

/**
 * The text PGlite runs for `statements` in one message: `PREPARE name AS text` for each not in
 * `prepared` yet, then `EXECUTE name(values)` each. The names it prepares join `prepared` at
 * once: PGlite runs messages one at a time in the order they were sent, and a statement is kept
 * even when an `EXECUTE` after it fails, so the reads sent meanwhile execute it without
 * preparing it again ("already exists"). Null when a value cannot be written into the text.
 */
function pgliteMessage(statements: readonly NamedStatement[], prepared: Set<string>): { text: string; firstExecute: number } | null {
  const executes: string[] = []
  for (const statement of statements) {
    const values = statement.values.map(literal)
    if (values.some((value) => value === null)) return null
    executes.push(values.length > 0 ? `execute ${statement.name}(${values.join(', ')})` : `execute ${statement.name}`)
  }
  const prepares: string[] = []
  for (const statement of statements) {
    if (prepared.has(statement.name)) continue
    prepared.add(statement.name)
    prepares.push(`prepare ${statement.name} as ${statement.text}`)
  }
  return { text: [...prepares, ...executes].join(';\n'), firstExecute: prepares.length }
}

/**
 * PostgreSQL's hot reads: on connections of their own, where every statement keeps its plan
 * for any values (see above); pg keeps each named statement prepared on every connection that
 * has run it. The database's other queries are planned for their values, as usual.
 */
export function postgresHotRun(url: string): { run: HotRun; close: () => Promise<void> } {
  const pool = openPool(url, 10, { plan_cache_mode: 'force_generic_plan' })
  return {
    run: (statements) => Promise.all(statements.map(async (statement) => (await pool.query<Row>(statement)).rows)),
    close: () => pool.end(),
  }
}

/**
 * PGlite's hot reads: one message of the simple protocol, preparing what it has not yet. PGlite
 * is one session for every query, so the message sets `force_generic_plan` for itself alone: a
 * message is one implicit transaction, which `set local` lasts for.
 */
export function pgliteHotRun(client: PGlite): HotRun {
  let prepared = new Set<string>()
  return async (statements) => {
    const message = pgliteMessage(statements, prepared)
    if (!message) return Promise.all(statements.map(async (statement) => (await client.query<Row>(statement.text, statement.values)).rows))
    try {
      const results = await client.exec(`set local plan_cache_mode = force_generic_plan;\n${message.text}`)
      // The results are the `set`'s, the PREPAREs', then the EXECUTEs'.
      return statements.map((_, index) => (results[1 + message.firstExecute + index]?.rows ?? []) as Row[])
    } catch (error) {
      // Should a message have failed before its PREPAREs ran: ask which statements the session holds.
      const held = await client.query<{ name: string }>('select name from pg_prepared_statements')
      prepared = new Set(held.rows.map((row) => row.name))
      throw error
    }
  }
}
