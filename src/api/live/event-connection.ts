import { apiBaseUrl } from '../../lib/app-config'
import { getAccessToken } from '../access-token'
import { refreshAccessToken } from '../client'
import { noteUnreachable } from '../reachability'
import { eventStreamParser, type StreamEvent } from './event-stream-parser'

/** What one stream follows. */
export interface Topics {
  threads: readonly string[]
  boards: readonly string[]
}

export interface ConnectionHandlers {
  onEvent(event: StreamEvent): void
  /** GET /events is not there (an older server): the app goes on without live features. */
  onUnsupported(): void
}

const FIRST_PAUSE_MS = 1000
const LONGEST_PAUSE_MS = 30_000

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

function eventsUrl(topics: Topics): string {
  const query = new URLSearchParams([...topics.threads.map((id) => ['thread', id]), ...topics.boards.map((id) => ['board', id])])
  return new URL(`${apiBaseUrl}/events?${query}`, window.location.origin).href
}

/**
 * Keeps one GET /events stream open until `signal` aborts: read with fetch (the token goes in
 * the Authorization header, never the URL), resumed with Last-Event-ID after every break, with
 * pauses that grow to 30 s while the server is away. A refused token is refreshed and the
 * stream reopened, so an expired token loses no event; a session that ended goes on as a
 * visitor's stream. A stream that cannot reach the server at all is often the first to know of
 * an outage (the reader is only reading): it says so (../reachability.ts), so the outage bar
 * shows and a page opened next waits, the page before it on screen.
 */
export async function holdEventStream(topics: Topics, startAfter: string | null, handlers: ConnectionHandlers, signal: AbortSignal) {
  let lastEventId = startAfter
  let pause = FIRST_PAUSE_MS
  while (!signal.aborted) {
    const token = getAccessToken()
    // Nothing to follow: a visitor with no open thread or board needs no stream.
    if (!token && topics.threads.length === 0 && topics.boards.length === 0) return
    let response: Response
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream' }
      if (token) headers.Authorization = `Bearer ${token}`
      if (lastEventId) headers['Last-Event-ID'] = lastEventId
      response = await fetch(eventsUrl(topics), { headers, signal, cache: 'no-store' })
    } catch {
      if (signal.aborted) return
      noteUnreachable()
      await sleep(pause, signal)
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS)
      continue
    }
    if (response.status === 401 && token) {
      // As apiRequest does: a refresh that ended while this was in flight needs no other.
      if (getAccessToken() === token) await refreshAccessToken()
      continue
    }
    if (response.status === 404 && (topics.threads.length > 0 || topics.boards.length > 0)) {
      // An unknown thread or board, or no /events at all: a stream of nothing tells which.
      const bare = await fetch(eventsUrl({ threads: [], boards: [] }), { signal }).catch(() => null)
      await bare?.body?.cancel()
      if (bare?.status === 404) return handlers.onUnsupported()
    } else if (response.status === 404) return handlers.onUnsupported()
    if (!response.ok || !response.body) {
      await response.body?.cancel()
      await sleep(pause, signal)
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS)
      continue
    }
    pause = FIRST_PAUSE_MS
    const feed = eventStreamParser((event) => {
      if (event.id !== null) lastEventId = event.id
      handlers.onEvent(event)
    })
    try {
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        feed(value)
      }
    } catch {
      // The connection broke (or was aborted): come back with Last-Event-ID.
    }
    if (!signal.aborted) await sleep(pause, signal)
  }
}
