import type { MiddlewareHandler } from 'hono'

/**
 * At most `limit` requests at work at once; the rest wait their turn, first come first served.
 * PGlite runs one query at a time and lets whichever query asks next go first: twenty
 * requests of several queries each interleave, and an unlucky one waits for many others'
 * queries before its own last one runs (p99 eight times p50). In a queue each request's wait
 * is the work of those ahead of it, so the slowest answers stay close to the median. Only the
 * handler is queued: an answer's bytes are written once it has returned.
 */
export function requestQueue(limit: number): MiddlewareHandler {
  let working = 0
  const waiting: (() => void)[] = []
  const next = () => {
    const start = waiting.shift()
    if (start) start()
    else working -= 1
  }
  return async (_c, handle) => {
    if (working < limit) working += 1
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      await handle()
    } finally {
      next()
    }
  }
}
