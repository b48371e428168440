// Test-only writes: rows a test needs that no request of the API makes (see lookups.ts).
import { boards } from '../schema'
import type { Db } from '../types'

/** Adds a board to a realm, straight into the database. */
export async function insertBoard(db: Db, values: typeof boards.$inferInsert): Promise<string> {
  const [row] = await db.insert(boards).values(values).returning({ id: boards.id })
  if (!row) throw new Error('no board inserted')
  return row.id
}
