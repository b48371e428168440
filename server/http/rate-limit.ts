import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { ApiError, messages } from '../lib/api-error'
import { ATTEMPT_WINDOW_MS, type AttemptCounter } from '../lib/attempts'

/** What every rate limit of one server shares: where attempts are counted, the clock, and who the client is. */
export interface RateLimiting {
  attempts: AttemptCounter
  now: () => Date
  /** Behind a trusted proxy, the client is the last X-Forwarded-For address. */
  trustProxy: boolean
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
 * At most `limit` requests a window (a minute unless `options.windowMs` says otherwise) in
 * `bucket` for each key (by default the client's address), counted across every server process
 * on the database; past it, 429 with `Retry-After`, the seconds until the window ends, and
 * `options.message` (else the login's). `limit` 0 turns the limiter off.
 */
export function rateLimit(
  limiting: RateLimiting,
  bucket: string,
  limit: number,
  keyOf?: LimitKey,
  options: { windowMs?: number; message?: string } = {},
): MiddlewareHandler {
  const windowMs = options.windowMs ?? ATTEMPT_WINDOW_MS
  return async (c, next) => {
    if (limit <= 0) return next()
    const key = keyOf ? await keyOf(c) : clientAddress(c, limiting.trustProxy)
    if (key === null) return next()
    const now = limiting.now()
    const attempt = await limiting.attempts.count(bucket, key, now, windowMs)
    if (attempt.count > limit) {
      c.header('Retry-After', String(Math.ceil((attempt.windowStart.getTime() + windowMs - now.getTime()) / 1000)))
      throw new ApiError(429, options.message ?? messages.rateLimited)
    }
    return next()
  }
}
