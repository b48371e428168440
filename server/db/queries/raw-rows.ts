import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from '../types'

/**
 * The rows of a hand-written statement, from either driver: postgres.js answers an array,
 * PGlite an object with `rows`. Their values are as the driver gives them (check them).
 */
export async function rawRows<Row extends Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query)
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows
}
