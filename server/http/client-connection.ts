import type { IncomingMessage } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'

/** The Node request behind a Hono context, when served by @hono/node-server (not in app.request()). */
function incomingOf(c: Context): IncomingMessage | undefined {
  const env: unknown = c.env
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined
  return env.incoming as IncomingMessage
}

// Lingering close, as nginx does it: the most of an unread body read and dropped after its
// answer, and for how long, before the connection closes anyway (a client that sends slowly or
// without end gets no more than this of the server: docs/decisions/042).
export const LINGER_BYTES = 32 * 1024 * 1024
export const LINGER_MS = 5_000

/**
 * Closes the connection only once the client has sent the body it started (or sent more than
 * LINGER_BYTES of it, or LINGER_MS passed). Node closes a `Connection: close` socket as soon as
 * the answer is written; with body bytes still arriving unread the kernel then resets the
 * connection, and a client still writing (fetch with a streamed body) sees EPIPE or ECONNRESET
 * in place of the answer it was sent. Here the answer is sent and the socket half-closed at
 * once, and the rest of the body read and dropped meanwhile.
 */
function lingerBeforeClosing(incoming: IncomingMessage): void {
  const socket = incoming.socket
  let read = 0
  const drop = (chunk: Buffer) => {
    read += chunk.length
    if (read > LINGER_BYTES) socket.destroy()
  }
  // Listening from now on also keeps Node from dumping the body uncounted.
  incoming.on('data', drop)
  const closeWhenWritten = socket.destroySoon.bind(socket)
  // Node calls this once the answer is written (the Node adapter's own drain does too, later).
  socket.destroySoon = () => {
    socket.destroySoon = () => {}
    if (incoming.readableEnded) return closeWhenWritten()
    socket.end()
    // What read the body before the answer (the fetch Request's stream) never will now, and
    // would keep it paused: the rest goes to `drop` alone, as in Node's own dump of a body.
    incoming.removeAllListeners('data')
    incoming.on('data', drop)
    incoming.resume()
    const timer = setTimeout(() => socket.destroy(), LINGER_MS)
    timer.unref()
    socket.once('close', () => clearTimeout(timer))
    incoming.once('end', closeWhenWritten)
  }
}

/**
 * Answers sent before the request's body was read to its end (a 413 over the body limit, a
 * 401 before a write's body is looked at) say `Connection: close`: the rest of that body is
 * still on its way on the connection, and a keep-alive client that had already sent its next
 * request on it would see "socket hang up" when the connection closes. Told to close, the
 * client opens a new connection for the next request, and this one closes lingering.
 */
export function closeAfterUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const incoming = incomingOf(c)
    if (incoming && !incoming.readableEnded && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.res.headers.set('Connection', 'close')
      lingerBeforeClosing(incoming)
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
