import { isNull, sql } from 'drizzle-orm'
import { searchTextOf } from '../../lib/excerpt'
import { comments, posts } from '../schema'
import type { Db } from '../types'

const BATCH = 500

/**
 * Writes the search words of every post and comment that has none yet (rows from before
 * migration 0009, or put in by the seed), a batch per statement. Every write of the API fills
 * them itself; this runs at start, after the migrations. Answers how many rows it filled.
 */
export async function fillSearchTexts(db: Db): Promise<number> {
  let filled = 0
  for (const table of [posts, comments]) {
    for (;;) {
      const rows = await db.select({ id: table.id, content: table.content }).from(table).where(isNull(table.searchText)).limit(BATCH)
      if (rows.length === 0) break
      const values = sql.join(
        rows.map((row) => sql`(${row.id}::uuid, ${searchTextOf(row.content)})`),
        sql`, `,
      )
      await db.execute(sql`update ${table} set search_text = v.text from (values ${values}) as v(id, text) where ${table.id} = v.id`)
      filled += rows.length
    }
  }
  return filled
}
