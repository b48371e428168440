import { serve } from '@hono/node-server'
import { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the
 * idle time of clients that pool connections (undici, Playwright's request context, proxies):
 * the server then closes a socket at the moment a client sends on it again, and that request
 * ends in ECONNRESET. A server must outwait its clients, so this is longer than theirs (a
 * minute is the usual proxy idle time), and the headers timeout is longer still, as Node asks.
 */
export const KEEP_ALIVE_MS = 65_000

type Fetch = Parameters<typeof serve>[0]['fetch']

/** The HTTP server for `fetch` on `hostname:port` (0: any free port), once it listens. */
export async function listen(fetch: Fetch, options: { port: number; hostname: string }) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch, ...options }, () => resolve(started))
  })
  // serve() makes an HTTP/1.1 server unless told otherwise.
  if (!(server instanceof Server)) throw new Error('expected an HTTP/1.1 server')
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  return { server, port: (server.address() as AddressInfo).port }
}
