import { subscribeToAccessToken } from '../access-token'
import { MAX_EVENT_TOPICS } from '../../contract/shapes/event-topics'
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
 *
 * A browser none of whose tabs has been shown for five minutes lets the stream go, so a
 * forgotten window costs the server nothing, and takes it up again where it stopped when one
 * is shown: what was missed comes then (or `reset`, and pages read themselves again).
 *
 * A tab's states and what moves it between them:
 *
 *   following ──(the Web Lock is granted: `lead`)──▶ leading
 *
 *   leading, its connection:
 *     closed ──(a tab's topics change: `reopen`, 50 ms later)──▶ open
 *     open ──(the topics change, or the token: `reopen`)──▶ open (the old one aborted)
 *     closed | open ──(every tab hidden for five minutes: `pause`)──▶ paused
 *     paused ──(a tab is shown: `resume`)──▶ open, after the last event seen
 */

/** How long every tab may stay hidden before the stream is let go. */
export const PAUSE_AFTER_HIDDEN_MS = 5 * 60_000
/** Topics said in a burst (a page and its parts mounting) open one stream. */
const REOPEN_AFTER_MS = 50

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

type Role = 'following' | 'leading'

/** The stream the leading tab holds for the browser. */
type Connection = { state: 'closed' } | { state: 'open'; topics: string; controller: AbortController } | { state: 'paused' }

/** What the stream needs of the browser; tests hand in their own. */
export interface LiveHost {
  /** Talks to this browser's other tabs; null where there are no Web Locks or no BroadcastChannel: the tab holds its own stream. */
  channel: BroadcastChannel | null
  /** Calls `granted` once this tab holds the browser's stream (the Web Lock), which it keeps for its life. */
  awaitLeadership(granted: () => void): void
  isVisible(): boolean
  /** Calls `listener`, until `signal` aborts, when the page is shown or hidden, restored from the back-forward cache, or left. */
  onPageChange(listener: (change: 'visibility' | 'restored' | 'left') => void, signal: AbortSignal): void
  /** Calls `listener`, until `signal` aborts, when the reader signs in or out: that changes what the stream may carry (their notifications). */
  onTokenChange(listener: () => void, signal: AbortSignal): void
  /** Holds one connection open until `signal` aborts. */
  connect: typeof holdEventStream
}

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

/** One tab's share of the browser's stream: its pages' topics, and the stream itself when it leads. */
export class LiveStream {
  private readonly tab = randomId()
  /**
   * How many messages this tab has sent: the leader takes a tab's messages in that order. A tab
   * put in the back-forward cache may have its `bye` delivered only once it is back, after the
   * topics it says on its return, and must not be forgotten for it.
   */
  private sent = 0
  private started = false
  /** Ends what this tab listens to: never in the app, whose tab keeps its share for its life; after each test. */
  private readonly lifetime = new AbortController()
  private role: Role = 'following'
  private connection: Connection = { state: 'closed' }
  private supported = true
  /** What this tab's pages follow, by the key each registered them under. */
  private readonly ownTopics = new Map<symbol, Topics>()
  private readonly listeners = new Set<(event: StreamEvent) => void>()
  private readonly supportListeners = new Set<() => void>()
  /** The last event is known to every tab (it passed through them all), so whichever holds the stream next takes up after it. */
  private lastEventId: string | null = null

  // The leader's view of every tab, and the transitions it has scheduled.
  private readonly tabStates = new Map<string, TabState>()
  private readonly lastSent = new Map<string, number>()
  private reopenTimer: ReturnType<typeof setTimeout> | undefined
  /** A reopen for the same topics is owed (a new token), whatever else asks for one meanwhile. */
  private reopenForced = false
  private pauseTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly host: LiveHost) {}

  /** Where this tab stands, for tests and debugging. */
  get state(): { role: Role; connection: Connection['state'] } {
    return { role: this.role, connection: this.connection.state }
  }

  /** Follows threads and boards while a page shows them; answers the function that stops. */
  followTopics(topics: Topics): () => void {
    const key = Symbol('topics')
    this.ownTopics.set(key, topics)
    this.start()
    this.announce()
    return () => {
      this.ownTopics.delete(key)
      this.announce()
    }
  }

  /** Calls `listener` with every live event this browser receives; answers the function that stops. */
  onLiveEvent(listener: (event: StreamEvent) => void): () => void {
    this.listeners.add(listener)
    this.start()
    return () => this.listeners.delete(listener)
  }

  /** False once the server turned out to have no GET /events: live features hide. */
  liveSupported(): boolean {
    return this.supported
  }

  onLiveSupportChange(listener: () => void): () => void {
    this.supportListeners.add(listener)
    return () => this.supportListeners.delete(listener)
  }

  private start() {
    if (this.started) return
    this.started = true
    const { channel } = this.host
    const { signal } = this.lifetime
    this.host.onTokenChange(() => this.reopenSoon(true), signal)
    this.host.onPageChange((change) => {
      if (change === 'left') this.post({ kind: 'bye', tab: this.tab, sent: ++this.sent })
      else this.announce()
    }, signal)
    channel?.addEventListener('message', (message: MessageEvent<Message>) => this.receive(message.data), { signal })
    if (channel)
      this.host.awaitLeadership(() => {
        if (!signal.aborted) this.lead()
      })
    else this.lead()
    this.announce()
  }

  /** Lets everything go: the stream, the scheduled transitions, the listeners. */
  stop() {
    this.lifetime.abort()
    clearTimeout(this.reopenTimer)
    clearTimeout(this.pauseTimer)
    this.close()
    this.host.channel?.close()
  }

  private post(message: Message) {
    this.host.channel?.postMessage(message)
  }

  private receive(message: Message) {
    if (message.kind === 'event') {
      if (message.event.id !== null) this.lastEventId = message.event.id
      this.deliver(message.event)
    } else if (message.kind === 'unsupported') this.markUnsupported()
    else if (message.kind === 'hello') this.announce()
    else if (this.role === 'leading') {
      // An older message than one already taken from that tab says nothing new.
      if (message.sent <= (this.lastSent.get(message.tab) ?? 0)) return
      this.lastSent.set(message.tab, message.sent)
      this.takeTabState(message.tab, message.kind === 'topics' ? message.state : null)
    }
  }

  /** following → leading: the other tabs are asked to say their topics again. */
  private lead() {
    this.role = 'leading'
    this.post({ kind: 'hello' })
    this.takeTabState(this.tab, this.mine())
  }

  /** This tab says what it shows: to itself when it leads, to the leader otherwise. */
  private announce() {
    if (this.role === 'leading') this.takeTabState(this.tab, this.mine())
    else this.post({ kind: 'topics', tab: this.tab, sent: ++this.sent, state: this.mine() })
  }

  private mine(): TabState {
    return { topics: merged(this.ownTopics.values()), visible: this.host.isVisible() }
  }

  /** The leader takes in a tab's state (its own included); the stream follows it. */
  private takeTabState(tab: string, state: TabState | null) {
    if (state) this.tabStates.set(tab, state)
    else this.tabStates.delete(tab)
    if ([...this.tabStates.values()].some((each) => each.visible)) this.resume()
    else this.pauseLater()
    this.reopenSoon()
  }

  /** Every tab's topics, within the server's 20: the most recently named come first. */
  private union(): Topics {
    const all = merged([...this.tabStates.values()].map((state) => state.topics))
    const threads = all.threads.slice(-MAX_EVENT_TOPICS)
    const room = MAX_EVENT_TOPICS - threads.length
    return { threads, boards: room > 0 ? all.boards.slice(-room) : [] }
  }

  /** Schedules `reopen`; `force` reopens for the same topics (a new token may see more, or less). */
  private reopenSoon(force = false) {
    this.reopenForced ||= force
    if (this.role !== 'leading' || this.connection.state === 'paused') return
    clearTimeout(this.reopenTimer)
    this.reopenTimer = setTimeout(() => this.reopen(), REOPEN_AFTER_MS)
  }

  /** closed | open → open, on every tab's topics. */
  private reopen() {
    const topics = this.union()
    const key = JSON.stringify(topics)
    const forced = this.reopenForced
    this.reopenForced = false
    if (!forced && this.connection.state === 'open' && this.connection.topics === key) return
    this.close()
    const controller = new AbortController()
    this.connection = { state: 'open', topics: key, controller }
    void this.host.connect(
      topics,
      this.lastEventId,
      {
        onEvent: (event) => {
          if (event.id !== null) this.lastEventId = event.id
          // Passed on first: a page of this tab that throws must not keep it from the others.
          this.post({ kind: 'event', event })
          this.deliver(event)
        },
        onUnsupported: () => {
          this.markUnsupported()
          this.post({ kind: 'unsupported' })
        },
      },
      controller.signal,
    )
  }

  /** Every tab is hidden: the stream is let go once they have been for five minutes. */
  private pauseLater() {
    if (this.connection.state === 'paused' || this.pauseTimer !== undefined) return
    this.pauseTimer = setTimeout(() => this.pause(), PAUSE_AFTER_HIDDEN_MS)
  }

  /** closed | open → paused. */
  private pause() {
    this.pauseTimer = undefined
    clearTimeout(this.reopenTimer)
    this.close()
    this.connection = { state: 'paused' }
  }

  /** A tab is shown: no pause is due, and a paused stream is taken up again after the last event seen. */
  private resume() {
    clearTimeout(this.pauseTimer)
    this.pauseTimer = undefined
    if (this.connection.state !== 'paused') return
    this.connection = { state: 'closed' }
    this.reopenSoon(true)
  }

  private close() {
    if (this.connection.state === 'open') this.connection.controller.abort()
    this.connection = { state: 'closed' }
  }

  private deliver(event: StreamEvent) {
    for (const listener of [...this.listeners]) listener(event)
  }

  private markUnsupported() {
    this.supported = false
    for (const listener of [...this.supportListeners]) listener()
  }
}

/** The browser's own: its BroadcastChannel and Web Lock where it has both, the document's visibility, the reader's token. */
export function browserHost(): LiveHost {
  const shared = typeof BroadcastChannel !== 'undefined' && 'locks' in navigator
  return {
    channel: shared ? new BroadcastChannel('teahouse-live') : null,
    awaitLeadership: (granted) =>
      void navigator.locks.request('teahouse-live', () => {
        granted()
        // Held for the life of the tab.
        return new Promise<never>(() => {})
      }),
    isVisible: () => document.visibilityState !== 'hidden',
    onPageChange: (listener, signal) => {
      document.addEventListener('visibilitychange', () => listener('visibility'), { signal })
      addEventListener('pagehide', () => listener('left'), { signal })
      // A page restored from the back-forward cache follows its topics again.
      addEventListener(
        'pageshow',
        (event) => {
          if (event.persisted) listener('restored')
        },
        { signal },
      )
    },
    onTokenChange: (listener, signal) => {
      const unsubscribe = subscribeToAccessToken(listener)
      signal.addEventListener('abort', unsubscribe, { once: true })
    },
    connect: holdEventStream,
  }
}

let browserStream: LiveStream | undefined
/** This tab's share of the stream, made when a page first follows something or listens. */
const thisTab = () => (browserStream ??= new LiveStream(browserHost()))

export const followTopics = (topics: Topics): (() => void) => thisTab().followTopics(topics)
export const onLiveEvent = (listener: (event: StreamEvent) => void): (() => void) => thisTab().onLiveEvent(listener)
export const liveSupported = (): boolean => thisTab().liveSupported()
export const onLiveSupportChange = (listener: () => void): (() => void) => thisTab().onLiveSupportChange(listener)
