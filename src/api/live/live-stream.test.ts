import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPath, http, server } from '../../test/msw'
import { setAccessToken } from '../access-token'
import { getReachability, resetReachability } from '../reachability'
import type { StreamEvent } from './event-stream-parser'
import { browserHost, type LiveHost, LiveStream, PAUSE_AFTER_HIDDEN_MS } from './live-stream'

// jsdom has BroadcastChannel but no Web Locks: this tab holds its own stream, as the only
// tab of a browser would. Each test makes its own LiveStream and stops it after.

interface Opened {
  threads: string[]
  authorization: string | null
  lastEventId: string | null
  closed: boolean
  /** Sends an event down this stream. */
  send(id: number): void
}

let opened: Opened[] = []
let visibility: DocumentVisibilityState = 'visible'
let live: LiveStream | undefined

function setVisibility(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  resetReachability()
  opened = []
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  server.use(
    http.get(apiPath('/events'), ({ request }) => {
      const encoder = new TextEncoder()
      let controller!: ReadableStreamDefaultController<Uint8Array>
      const stream: Opened = {
        threads: new URL(request.url).searchParams.getAll('thread'),
        authorization: request.headers.get('Authorization'),
        lastEventId: request.headers.get('Last-Event-ID'),
        closed: false,
        send: (id) => controller.enqueue(encoder.encode(`id: ${id}\nevent: contribution\ndata: {}\n\n`)),
      }
      request.signal.addEventListener('abort', () => (stream.closed = true))
      opened.push(stream)
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c
          c.enqueue(encoder.encode(': open\n\n'))
        },
      })
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
    }),
  )
})
afterEach(() => {
  live?.stop()
  live = undefined
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const threadOf = (n: number) => `00000000-0000-4000-8000-00000000000${n}`

async function liveEvents(host: LiveHost = browserHost()) {
  live = new LiveStream(host)
  const received: StreamEvent[] = []
  live.onLiveEvent((event) => received.push(event))
  live.followTopics({ threads: [threadOf(1)], boards: [] })
  await vi.advanceTimersByTimeAsync(100)
  return { live, received }
}

describe('the live event stream', () => {
  it('is let go once the page has been hidden for five minutes, and taken up after the last event when shown', async () => {
    const { live, received } = await liveEvents()
    expect(live.state).toEqual({ role: 'leading', connection: 'open' })
    expect(opened).toHaveLength(1)
    opened[0]?.send(7)
    await vi.waitFor(() => expect(received.map((event) => event.id)).toEqual(['7']))

    setVisibility('hidden')
    await vi.advanceTimersByTimeAsync(PAUSE_AFTER_HIDDEN_MS - 1000)
    expect(opened[0]?.closed).toBe(false)
    await vi.advanceTimersByTimeAsync(1000)
    expect(opened[0]?.closed).toBe(true)
    expect(live.state.connection).toBe('paused')
    await vi.advanceTimersByTimeAsync(PAUSE_AFTER_HIDDEN_MS)
    expect(opened).toHaveLength(1)

    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(100)
    expect(live.state.connection).toBe('open')
    expect(opened).toHaveLength(2)
    expect(opened[1]?.lastEventId).toBe('7')
  })

  it('opens again as the new reader when signed in, even if a page says its topics again meanwhile', async () => {
    await liveEvents()
    setAccessToken('token-of-ada')
    // Within the 50 ms before the reopen: the tab says its (same) topics again.
    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(100)
    expect(opened).toHaveLength(2)
    expect(opened[0]?.closed).toBe(true)
    expect(opened[1]?.authorization).toBe('Bearer token-of-ada')
    // Signed out, it opens again as a visitor's.
    setAccessToken(null)
    await vi.advanceTimersByTimeAsync(100)
    expect(opened.at(-1)?.authorization).toBeNull()
  })

  it('stays open through a short absence, and is not reopened by it', async () => {
    await liveEvents()
    setVisibility('hidden')
    await vi.advanceTimersByTimeAsync(PAUSE_AFTER_HIDDEN_MS / 2)
    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(PAUSE_AFTER_HIDDEN_MS)
    expect(opened).toHaveLength(1)
    expect(opened[0]?.closed).toBe(false)
  })

  it('that cannot reach the server says so: the outage bar shows before any page asks', async () => {
    server.use(http.get(apiPath('/events'), () => Response.error()))
    expect(getReachability().reachable).toBe(true)
    await liveEvents()
    expect(getReachability().reachable).toBe(false)
  })

  it('once stopped, follows nothing and hears nothing', async () => {
    const { live } = await liveEvents()
    live.stop()
    expect(opened[0]?.closed).toBe(true)
    setAccessToken('token-of-ada')
    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(100)
    expect(opened).toHaveLength(1)
    setAccessToken(null)
  })
})

/** Lets channel messages (delivered by the event loop, not by timers) land, then the 50 ms before a reopen pass. */
async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
  await vi.advanceTimersByTimeAsync(100)
}

describe('the tab that holds the stream', () => {
  it("follows the other tabs' topics, and takes a tab's messages in the order it sent them", async () => {
    // Another tab speaks on the channel; this one follows until it is granted the Web Lock.
    let grant = () => undefined as unknown
    const { live } = await liveEvents({
      ...browserHost(),
      channel: new BroadcastChannel('teahouse-live'),
      awaitLeadership: (granted) => (grant = granted),
    })
    expect(live.state.role).toBe('following')
    expect(opened).toHaveLength(0)
    grant()
    expect(live.state.role).toBe('leading')
    const other = new BroadcastChannel('teahouse-live')
    const say = (message: object) => other.postMessage(message)
    const state = { topics: { threads: [threadOf(2)], boards: [] }, visible: true }
    say({ kind: 'topics', tab: 'other', sent: 1, state })
    await settle()
    expect(opened.at(-1)?.threads).toEqual([threadOf(1), threadOf(2)])
    // The other tab went into the back-forward cache and came back: its goodbye arrives after
    // what it said on its return, and is older than that.
    say({ kind: 'topics', tab: 'other', sent: 3, state })
    say({ kind: 'bye', tab: 'other', sent: 2 })
    await settle()
    expect(opened.at(-1)?.threads).toEqual([threadOf(1), threadOf(2)])
    // A newer goodbye is taken.
    say({ kind: 'bye', tab: 'other', sent: 4 })
    await settle()
    expect(opened.at(-1)?.threads).toEqual([threadOf(1)])
    other.close()
  })
})
