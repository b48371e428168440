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

/**
 * The HTTP server for `fetch` on `hostname:port` (0: any free port), once it listens, with the
 * answers it is giving. Connections alone do not say that: a client keeps one whose answer has
 * ended for its next request, or opens one ahead of it (browsers and undici both do). Nor do
 * answers alone: a request whose client hung up has its answer closed, while its handler may
 * still be at work on the database.
 */
export async function listen(fetch: Fetch, options: { port: number; hostname: string }) {
  let openAnswers = 0
  let handling = 0
  const whenAnswered: (() => void)[] = []
  const settle = () => {
    if (openAnswers === 0 && handling === 0) for (const resolve of whenAnswered.splice(0)) resolve()
  }
  const counted: Fetch = async (...args) => {
    handling += 1
    try {
      return await fetch(...args)
    } finally {
      handling -= 1
      settle()
    }
  }
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: counted, ...options }, () => resolve(started))
  })
  // serve() makes an HTTP/1.1 server unless told otherwise.
  if (!(server instanceof Server)) throw new Error('expected an HTTP/1.1 server')
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  server.on('request', (_request, response) => {
    openAnswers += 1
    response.on('close', () => {
      openAnswers -= 1
      settle()
    })
  })
  return {
    server,
    port: (server.address() as AddressInfo).port,
    /** Answers begun and not yet ended or cut off. */
    openAnswers: () => openAnswers,
    /** Resolves once no answer is under way and no handler still runs (one whose client left). */
    answered: () => (openAnswers === 0 && handling === 0 ? Promise.resolve() : new Promise<void>((resolve) => whenAnswered.push(resolve))),
  }
}
