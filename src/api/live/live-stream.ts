import { subscribeToAccessToken } from '../access-token'
import { MAX_EVENT_TOPICS } from '../shapes/event-topics'
import { randomId } from '../../lib/random-id'
import { holdEventStream, type Topics } from './event-connection'
import type { StreamEvent } from './event-stream-parser'
import { inBrowser } from '../../lib/in-browser'

/**
 * One event stream per browser, not per tab: a browser opens at most six HTTP/1.1 connections
 * to a host, so seven tabs with a stream each would leave none for pages. The tab that holds
 * the Web Lock "teahouse-live" holds the stream for every tab; the others tell it on a
 * BroadcastChannel which threads and boards they show, and it passes every event on. When it
 * closes, the lock goes to another tab, which asks the others to say their topics again and
 * opens the stream where the last one stopped (Last-Event-ID). Without Web Locks or
 * BroadcastChannel each tab holds its own.
 *
 * A browser none of whose tabs has been shown for five minutes lets the stream go, so a
 * forgotten window costs the server nothing, and takes it up again where it stopped when one
 * is shown: what was missed comes then (or `reset`, and pages read themselves again).
 */

/** How long every tab may stay hidden before the stream is let go. */
export const PAUSE_AFTER_HIDDEN_MS = 5 * 60_000

/** What one tab shows: the topics its pages follow, and whether the tab is on screen. */
interface TabState {
  topics: Topics
  visible: boolean
}

type Message =
  | { kind: 'topics'; tab: string; sent: number; state: TabState }
  | { kind: 'bye'; tab: string; sent: number }
  | { kind: 'hello' }
  | { kind: 'event'; event: StreamEvent }
  | { kind: 'unsupported' }

const tab = randomId()
/**
 * How many messages this tab has sent: the leader takes a tab's messages in that order. A tab
 * put in the back-forward cache may have its `bye` delivered only once it is back, after the
 * topics it says on its return, and must not be forgotten for it.
 */
let sent = 0
const shared = inBrowser && typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator
const channel = shared ? new BroadcastChannel('teahouse-live') : null

/** What this tab's pages follow, by the key each registered them under. */
const ownTopics = new Map<symbol, Topics>()
const listeners = new Set<(event: StreamEvent) => void>()
const supportListeners = new Set<() => void>()
let supported = true
let started = false

// The leader's view: every tab's state, the open stream and what it follows, and whether the
// stream is let go while every tab is hidden. The last event is known to every tab (it passed
// through them all), so whichever holds the stream next takes up after it.
let leading = false
const tabStates = new Map<string, TabState>()
const lastSent = new Map<string, number>()
let stream: AbortController | null = null
let streamTopics = ''
let lastEventId: string | null = null
let reopenTimer: ReturnType<typeof setTimeout> | undefined
/** A reopen for the same topics is owed (a new token), whatever else asks for one meanwhile. */
let reopenForced = false
let pauseTimer: ReturnType<typeof setTimeout> | undefined
let paused = false

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
  const all = merged([...tabStates.values()].map((state) => state.topics))
  const threads = all.threads.slice(-MAX_EVENT_TOPICS)
  const room = MAX_EVENT_TOPICS - threads.length
  return { threads, boards: room > 0 ? all.boards.slice(-room) : [] }
}

function mine(): TabState {
  return { topics: merged(ownTopics.values()), visible: document.visibilityState !== 'hidden' }
}

function deliver(event: StreamEvent) {
  for (const listener of [...listeners]) listener(event)
}

function markUnsupported() {
  supported = false
  for (const listener of [...supportListeners]) listener()
}

/**
 * The leader (re)opens the stream for the topics of every tab, soon after they change; `force`
 * reopens it for the same topics (a new token may see more, or less).
 */
function reopenSoon(force = false) {
  reopenForced ||= force
  if (!leading || paused) return
  clearTimeout(reopenTimer)
  reopenTimer = setTimeout(() => {
    const topics = union()
    const key = JSON.stringify(topics)
    const forced = reopenForced
    reopenForced = false
    if (!forced && stream && key === streamTopics) return
    stream?.abort()
    const controller = new AbortController()
    stream = controller
    streamTopics = key
    void holdEventStream(
      topics,
      lastEventId,
      {
        onEvent: (event) => {
          if (event.id !== null) lastEventId = event.id
          // Passed on first: a page of this tab that throws must not keep it from the others.
          channel?.postMessage({ kind: 'event', event } satisfies Message)
          deliver(event)
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

/** The leader lets the stream go once every tab has been hidden for a while, and takes it up when one is shown. */
function pauseWhileHidden() {
  if ([...tabStates.values()].some((state) => state.visible)) {
    clearTimeout(pauseTimer)
    pauseTimer = undefined
    if (paused) {
      paused = false
      reopenSoon(true)
    }
  } else if (!paused && pauseTimer === undefined) {
    pauseTimer = setTimeout(() => {
      pauseTimer = undefined
      paused = true
      clearTimeout(reopenTimer)
      stream?.abort()
      stream = null
    }, PAUSE_AFTER_HIDDEN_MS)
  }
}

/** The leader takes in a tab's state (its own included): the stream follows it. */
function takeState(from: string, state: TabState | null) {
  if (state) tabStates.set(from, state)
  else tabStates.delete(from)
  pauseWhileHidden()
  reopenSoon()
}

function announce() {
  if (leading || !channel) takeState(tab, mine())
  else channel.postMessage({ kind: 'topics', tab, sent: ++sent, state: mine() } satisfies Message)
}

function start() {
  if (started) return
  started = true
  // Signing in or out changes what the stream may carry (the reader's notifications).
  subscribeToAccessToken(() => reopenSoon(true))
  document.addEventListener('visibilitychange', announce)
  if (!channel) {
    leading = true
    announce()
    return
  }
  channel.addEventListener('message', (message: MessageEvent<Message>) => {
    const data = message.data
    if (data.kind === 'event') {
      // Every tab knows where the stream is: whichever holds it next takes up from there.
      if (data.event.id !== null) lastEventId = data.event.id
      deliver(data.event)
    } else if (data.kind === 'unsupported') markUnsupported()
    else if (data.kind === 'hello') announce()
    else if (leading && (data.kind === 'topics' || data.kind === 'bye')) {
      // An older message than one already taken from that tab says nothing new.
      if (data.sent <= (lastSent.get(data.tab) ?? 0)) return
      lastSent.set(data.tab, data.sent)
      takeState(data.tab, data.kind === 'topics' ? data.state : null)
    }
  })
  addEventListener('pagehide', () => channel.postMessage({ kind: 'bye', tab, sent: ++sent } satisfies Message))
  // A page restored from the back-forward cache follows its topics again.
  addEventListener('pageshow', (event) => {
    if (event.persisted) announce()
  })
  void navigator.locks.request('teahouse-live', () => {
    leading = true
    channel.postMessage({ kind: 'hello' } satisfies Message)
    takeState(tab, mine())
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
