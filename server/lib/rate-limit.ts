import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { ApiError, messages } from '../errors'

/** The socket's address; `app.request()` in tests has none, so they share one bucket. */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

function forgetEnded(windows: Map<string, { startedAt: number }>, time: number) {
  for (const [key, window] of windows) if (time - window.startedAt >= 60_000) windows.delete(key)
}

/**
 * A fixed one-minute window per client address, in memory: enough for one process,
 * which is what the reference server is. `limit` 0 turns the limiter off.
 */
export function rateLimit(limit: number, now: () => Date): MiddlewareHandler {
  const windows = new Map<string, { startedAt: number; count: number }>()
  return async (c, next) => {
    if (limit <= 0) return next()
    const time = now().getTime()
    const key = clientAddress(c)
    const window = windows.get(key)
    if (!window || time - window.startedAt >= 60_000) {
      if (windows.size > 10_000) forgetEnded(windows, time) // a flood of addresses must not grow memory
      windows.set(key, { startedAt: time, count: 1 })
    } else if (++window.count > limit) {
      c.header('Retry-After', String(Math.ceil((window.startedAt + 60_000 - time) / 1000)))
      throw new ApiError(429, messages.rateLimited)
    }
    return next()
  }
}
