import type { Logger, SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './open'

export type Row = Record<string, unknown>

/** Sends SQL text as one simple-protocol message and answers each statement's rows. */
export type SimpleRun = (text: string) => Promise<Row[][]>

const runners = new WeakMap<Db, { run: SimpleRun; logger?: Logger }>()
const dialect = new PgDialect()

/** Called by openDatabase: how `db`'s own client sends SQL text whole. */
export function allowSimpleReads(db: Db, run: SimpleRun, logger?: Logger): void {
  runners.set(db, { run, logger })
}

/**
 * A value written into the SQL text must read back as itself: with the quotes doubled (drizzle's
 * inlining), a string without a backslash does whatever `standard_conforming_strings` says, and
 * a NUL could not be sent either way.
 */
const inlinable = (value: unknown) =>
  value === null || typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && !/[\\\0]/.test(value))

/**
 * Reads sent together as one message of the simple query protocol, their values written into the
 * text, instead of each through the extended protocol (parse, bind, describe, execute, sync).
 * The board feed's two reads cost PGlite 0.8 ms so, against 2.3 ms; PostgreSQL saves the round
 * trips. Only for the hot reads of the feeds and tokens, whose values are ids, times, counts
 * and checked text; a read with any other value, or on a transaction, goes the usual way.
 */
export async function simpleReads(db: Db, queries: readonly SQL[]): Promise<Row[][]> {
  const runner = runners.get(db)
  const texts = runner && queries.every((query) => dialect.sqlToQuery(query).params.every(inlinable)) ? queries.map((query) => dialect.sqlToQuery(query.inlineParams()).sql) : null
  if (!runner || !texts) return Promise.all(queries.map(async (query) => ((await db.execute(query)) as { rows: Row[] }).rows))
  const text = texts.join(';\n')
  runner.logger?.logQuery(text, [])
  return runner.run(text)
}
