import { lt, sql } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Database, Db } from '../db/open'
import { rateLimitAttempts } from '../db/schema'
import type { Deps } from '../deps'
import { ApiError, messages } from '../errors'

const WINDOW_MS = 60_000

/** An attempt's place in its client's window: the window's first attempt and the count so far. */
export interface Attempt {
  windowStart: Date
  count: number
}

/**
 * Counts attempts per bucket (login, refresh, invite) and key (a client address, or for
 * refreshes also a session), in windows of one minute from the first attempt: an attempt a
 * minute or more after its window began starts the next.
 */
export interface AttemptCounter {
  count(bucket: string, client: string, now: Date): Promise<Attempt>
  /** Forgets windows that ended before `now`. */
  sweep(now: Date): Promise<void>
}

/** In this process's memory: for PGlite, which only one process can open. */
export function memoryAttempts(): AttemptCounter {
  const windows = new Map<string, { start: number; count: number }>()
  const sweep = async (now: Date) => {
    for (const [key, window] of windows) if (now.getTime() - window.start >= WINDOW_MS) windows.delete(key)
  }
  return {
    async count(bucket, client, now) {
      const key = `${bucket} ${client}`
      let window = windows.get(key)
      if (window && now.getTime() - window.start < WINDOW_MS) window.count += 1
      else {
        // A flood of addresses must not grow memory.
        if (windows.size > 10_000) await sweep(now)
        window = { start: now.getTime(), count: 1 }
        windows.set(key, window)
      }
      return { windowStart: new Date(window.start), count: window.count }
    },
    sweep,
  }
}

/** In PostgreSQL, shared by every server process on it: one upsert per attempt. */
export function databaseAttempts(db: Db): AttemptCounter {
  const table = rateLimitAttempts
  return {
    async count(bucket, client, now) {
      const ended = sql`${table.windowStart} <= ${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`
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
      await db.delete(table).where(lt(table.windowStart, new Date(now.getTime() - WINDOW_MS)))
    },
  }
}

/** Where a server counts attempts: PostgreSQL may have company, PGlite never does. */
export function attemptCounterFor(database: Database): AttemptCounter {
  return database.kind === 'postgres' ? databaseAttempts(database.db) : memoryAttempts()
}

/**
 * The socket's address, or behind a trusted proxy the address it appended last to
 * X-Forwarded-For (what comes before may be made up by the client). `app.request()` in tests
 * has no socket, so they share one bucket.
 */
function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim() : undefined
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** What a limit counts by: the client's address unless told otherwise; null counts nothing. */
export type LimitKey = (c: Context) => string | null | Promise<string | null>

/**
 * At most `limit` requests per minute in `bucket` for each key (by default the client's
 * address), counted across every server process on the database; past it, 429 with
 * `Retry-After`, the seconds until the window ends. `limit` 0 turns the limiter off.
 */
export function rateLimit(deps: Deps, bucket: string, limit: number, keyOf?: LimitKey): MiddlewareHandler {
  return async (c, next) => {
    if (limit <= 0) return next()
    const key = keyOf ? await keyOf(c) : clientAddress(c, deps.config.trustProxy)
    if (key === null) return next()
    const now = deps.now()
    const attempt = await deps.attempts.count(bucket, key, now)
    if (attempt.count > limit) {
      c.header('Retry-After', String(Math.ceil((attempt.windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000)))
      throw new ApiError(429, messages.rateLimited)
    }
    return next()
  }
}
