import type { MiddlewareHandler } from 'hono'
import { Semaphore } from '../lib/semaphore'

/**
 * At most `limit` requests at work at once; the rest wait their turn, first come first served.
 * PGlite runs one query at a time and lets whichever query asks next go first: twenty
 * requests of several queries each interleave, and an unlucky one waits for many others'
 * queries before its own last one runs (p99 eight times p50). In a queue each request's wait
 * is the work of those ahead of it, so the slowest answers stay close to the median. Only the
 * handler is queued: an answer's bytes are written once it has returned. `skip` names the
 * requests that wait in a queue of their own (uploads: seconds of image work, little database).
 */
export function requestQueue(limit: number, skip: (path: string, method: string) => boolean = () => false): MiddlewareHandler {
  const semaphore = new Semaphore(limit)
  return async (c, handle) => {
    if (skip(c.req.path, c.req.method)) return handle()
    await semaphore.run(handle)
  }
}
