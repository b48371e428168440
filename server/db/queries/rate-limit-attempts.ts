import { lt, sql } from 'drizzle-orm'
import { ATTEMPT_WINDOW_MS, LONGEST_WINDOW_MS, type AttemptCounter } from '../../lib/attempts'
import { rateLimitAttempts } from '../schema'
import type { Db } from '../types'

/** In PostgreSQL, shared by every server process on it: one upsert per attempt. */
export function databaseAttempts(db: Db): AttemptCounter {
  const table = rateLimitAttempts
  return {
    async count(bucket, client, now, windowMs = ATTEMPT_WINDOW_MS) {
      const ended = sql`${table.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`
      const [row] = await db
        .insert(table)
        .values({ bucket, client, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: [table.bucket, table.client],
          set: {
            windowStart: sql`case when ${ended} then excluded.window_start else ${table.windowStart} end`,
            count: sql`case when ${ended} then 1 else ${table.count} + 1 end`,
          },
        })
        .returning({ windowStart: table.windowStart, count: table.count })
      return row ?? { windowStart: now, count: 1 }
    },
    async sweep(now) {
      await db.delete(table).where(lt(table.windowStart, new Date(now.getTime() - LONGEST_WINDOW_MS)))
    },
  }
}
