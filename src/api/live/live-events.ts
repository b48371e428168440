import { subscribeToAccessToken } from '../access-token'
import { MAX_EVENT_TOPICS } from '../schemas/events'
import { randomId } from '../../lib/random-id'
import { holdEventStream, type Topics } from './event-connection'
import type { StreamEvent } from './event-stream-parser'

/**
 * One event stream per browser, not per tab: a browser opens at most six HTTP/1.1 connections
 * to a host, so seven tabs with a stream each would leave none for pages. The tab that holds
 * the Web Lock "teahouse-live" holds the stream for every tab; the others tell it on a
 * BroadcastChannel which threads and boards they show, and it passes every event on. When it
 * closes, the lock goes to another tab, which asks the others to say their topics again and
 * opens the stream where the last one stopped (Last-Event-ID). Without Web Locks or
 * BroadcastChannel each tab holds its own.
 */

type Message =
  | { kind: 'topics'; tab: string; topics: Topics }
  | { kind: 'bye'; tab: string }
  | { kind: 'hello' }
  | { kind: 'event'; event: StreamEvent }
  | { kind: 'unsupported' }

const tab = randomId()
const shared = typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator
const channel = shared ? new BroadcastChannel('teahouse-live') : null

/** What this tab's pages follow, by the key each registered them under. */
const ownTopics = new Map<symbol, Topics>()
const listeners = new Set<(event: StreamEvent) => void>()
const supportListeners = new Set<() => void>()
let supported = true
let started = false

// The leader's view: every tab's topics, the open stream, the last event passed on.
let leading = false
const tabTopics = new Map<string, Topics>()
let stream: AbortController | null = null
let lastEventId: string | null = null
let reopenTimer: ReturnType<typeof setTimeout> | undefined

/** The threads and boards of several pages, each once, in the order they were first named. */
function merged(all: Iterable<Topics>): Topics {
  const threads = new Set<string>()
  const boards = new Set<string>()
  for (const topics of all) {
    for (const id of topics.threads) threads.add(id)
    for (const id of topics.boards) boards.add(id)
  }
  return { threads: [...threads], boards: [...boards] }
}

/** Every tab's topics, within the server's 20: the most recently named come first. */
function union(): Topics {
  const all = merged(tabTopics.values())
  const threads = all.threads.slice(-MAX_EVENT_TOPICS)
  const room = MAX_EVENT_TOPICS - threads.length
  return { threads, boards: room > 0 ? all.boards.slice(-room) : [] }
}

function mine(): Topics {
  return merged(ownTopics.values())
}

function deliver(event: StreamEvent) {
  for (const listener of [...listeners]) listener(event)
}

function markUnsupported() {
  supported = false
  for (const listener of [...supportListeners]) listener()
}

/** The leader (re)opens the stream for the topics of every tab, soon after they change. */
function reopenSoon() {
  if (!leading) return
  clearTimeout(reopenTimer)
  reopenTimer = setTimeout(() => {
    stream?.abort()
    const controller = new AbortController()
    stream = controller
    void holdEventStream(
      union(),
      lastEventId,
      {
        onEvent: (event) => {
          if (event.id !== null) lastEventId = event.id
          deliver(event)
          channel?.postMessage({ kind: 'event', event } satisfies Message)
        },
        onUnsupported: () => {
          markUnsupported()
          channel?.postMessage({ kind: 'unsupported' } satisfies Message)
        },
      },
      controller.signal,
    )
  }, 50)
}

function announce() {
  const topics = mine()
  if (leading || !channel) {
    tabTopics.set(tab, topics)
    reopenSoon()
  } else channel.postMessage({ kind: 'topics', tab, topics } satisfies Message)
}

function start() {
  if (started) return
  started = true
  // Signing in or out changes what the stream may carry (the reader's notifications).
  subscribeToAccessToken(() => reopenSoon())
  if (!channel) {
    leading = true
    return
  }
  channel.addEventListener('message', (message: MessageEvent<Message>) => {
    const data = message.data
    if (data.kind === 'event') deliver(data.event)
    else if (data.kind === 'unsupported') markUnsupported()
    else if (data.kind === 'hello') announce()
    else if (leading && data.kind === 'topics') {
      tabTopics.set(data.tab, data.topics)
      reopenSoon()
    } else if (leading && data.kind === 'bye') {
      tabTopics.delete(data.tab)
      reopenSoon()
    }
  })
  addEventListener('pagehide', () => channel.postMessage({ kind: 'bye', tab } satisfies Message))
  // A page restored from the back-forward cache follows its topics again.
  addEventListener('pageshow', (event) => {
    if (event.persisted) announce()
  })
  void navigator.locks.request('teahouse-live', () => {
    leading = true
    tabTopics.set(tab, mine())
    channel.postMessage({ kind: 'hello' } satisfies Message)
    reopenSoon()
    // Held for the life of the tab.
    return new Promise<never>(() => {})
  })
  announce()
}

/** Follows threads and boards while a page shows them; answers the function that stops. */
export function followTopics(topics: Topics): () => void {
  const key = Symbol('topics')
  ownTopics.set(key, topics)
  start()
  announce()
  return () => {
    ownTopics.delete(key)
    announce()
  }
}

/** Calls `listener` with every live event this browser receives; answers the function that stops. */
export function onLiveEvent(listener: (event: StreamEvent) => void): () => void {
  listeners.add(listener)
  start()
  return () => listeners.delete(listener)
}

/** False once the server turned out to have no GET /events: live features hide. */
export function liveSupported(): boolean {
  return supported
}

export function onLiveSupportChange(listener: () => void): () => void {
  supportListeners.add(listener)
  return () => supportListeners.delete(listener)
}
