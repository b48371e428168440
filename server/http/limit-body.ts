import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError, messages } from '../lib/api-error'

/**
 * Refuses a request body over `maxBytes` with 413. A body that declares its length (as fetch
 * and every browser do for a JSON body) is judged by the declaration alone, before a byte of it
 * is read: Node's parser never hands on more than the declared bytes. Hono's bodyLimit judges
 * it so too, but asks for the request's body stream first, and that makes the Node adapter
 * build a web stream over the socket, which the route's `c.req.text()` then reads: on Node 20
 * that stream cost a third of a reply's CPU in the server. Left untouched, the body is read
 * straight from the socket by the adapter's own fast path (docs/decisions/061). Only a body sent
 * in chunks, of no declared length, goes through bodyLimit, counted as it comes.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const counted = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, messages.bodyTooLarge)
    },
  })
  return (c, next) => {
    const declared = c.req.header('Content-Length')
    if (declared === undefined) return counted(c, next)
    if (Number(declared) > maxBytes) throw new ApiError(413, messages.bodyTooLarge)
    return next()
  }
}
