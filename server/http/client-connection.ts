import type { IncomingMessage } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'

/** The Node request behind a Hono context, when served by @hono/node-server (not in app.request()). */
function incomingOf(c: Context): IncomingMessage | undefined {
  const env: unknown = c.env
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined
  return env.incoming as IncomingMessage
}

/**
 * Answers sent before the request's body was read to its end (a 413 over the body limit, a
 * 401 before a write's body is looked at) say `Connection: close`. The rest of that body is
 * still on its way on the connection; the Node adapter stops draining it after half a second
 * or 64 MB and drops the socket, and a keep-alive client that had already sent its next
 * request on it saw "socket hang up". Told to close, the client opens a new connection.
 */
export function closeAfterUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const incoming = incomingOf(c)
    if (incoming && !incoming.readableEnded && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.res.headers.set('Connection', 'close')
    }
  }
}

/** Whether `error` comes from a client that hung up before its request was read whole. */
export function clientLeft(error: unknown, c: Context): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && (e.code === 'ECONNRESET' || e.code === 'ERR_STREAM_PREMATURE_CLOSE')) return true
  }
  const incoming = incomingOf(c)
  return incoming !== undefined && incoming.destroyed && !incoming.complete
}
