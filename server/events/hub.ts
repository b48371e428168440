import { eventsAfter, eventsMissingAfter, missedEvents, newestEventId, type EventRow } from '../db/queries/events'
import type { Unlisten } from '../db/listen'
import { liveSessionsAmong } from '../db/queries/sessions'
import type { Db } from '../db/types'
import { EventAccess, type EventReader } from './access'
import { bytesOf, eventFrame, frame, PING } from './frames'

/** Backfill: at most this many missed events, else `reset` (design.md). */
export const MAX_MISSED_EVENTS = 1000

/** A heartbeat every 15 s keeps proxies from closing a quiet stream (design.md). */
const HEARTBEAT_MS = 15_000

// Events read from the table at once when a process wakes.
const READ_BATCH = 500

/**
 * Reads start at least this far apart. A quiet thread's event goes out at once; under many
 * writes a second, the events of 200 ms go out together, one write to each stream rather than
 * one per event: the cost of a busy thread's readers grows with time, not with its writes
 * (docs/decisions/035; bench/events.mjs measures it).
 */
const READ_GAP_MS = 200

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** One open stream, as the hub sees it. */
export interface Subscriber extends EventReader {
  readonly threadIds: ReadonlySet<string>
  readonly boardIds: ReadonlySet<string>
  /** When its token stops working (null: anonymous): the stream ends then, and the client refreshes. */
  readonly expiresAt: Date | null
  /** The session its token belongs to (null: anonymous): signed out elsewhere, the stream ends. */
  readonly sessionId: string | null
  /** Sends an event: `id` orders it, and the subscriber drops any it has sent already. */
  push(id: number, bytes: Uint8Array): void
  /** Sends a line that is no event: the heartbeat. */
  ping(bytes: Uint8Array): void
  close(): void
}

/** What the hub needs: built once by the composition root (server/app.ts). */
export interface HubSources {
  db: Db
  now: () => Date
  /** Calls `onWake` when events commit, in this process or another on the same database. */
  listen(onWake: () => void): Promise<Unlisten>
  /** How often streams hear a heartbeat (and expired ones end): HEARTBEAT_MS but in tests. */
  heartbeatMs?: number
}

/**
 * This process's live readers and the events they receive. Every change writes its events in
 * its own transaction and wakes every process at commit (db/queries/events.ts); each process
 * then reads the new rows once and delivers each to those of its own streams that follow its
 * thread, board or reader and may see it (access.ts). Nothing else is shared between
 * processes, so one that restarts just reads on from the newest row.
 */
export class EventHub {
  private readonly subscribers = new Set<Subscriber>()
  private readonly byThread = new Map<string, Set<Subscriber>>()
  private readonly byBoard = new Map<string, Set<Subscriber>>()
  private readonly byUser = new Map<string, Set<Subscriber>>()
  /** The newest event read and delivered. */
  private cursor = 0
  private reading: Promise<void> | null = null
  private readAgain = false
  private lastReadAt = -Infinity
  private stopped = false
  private heartbeat: NodeJS.Timeout | undefined
  private unlisten: Unlisten | undefined
  private started: Promise<void> | undefined

  constructor(private readonly sources: HubSources) {}

  /** Starts reading events: from the newest there is, and on every wake after it. Once. */
  start(): Promise<void> {
    this.started ??= (async () => {
      this.cursor = await newestEventId(this.sources.db)
      this.unlisten = await this.sources.listen(() => this.wake())
      this.heartbeat = setInterval(() => this.beat(), this.sources.heartbeatMs ?? HEARTBEAT_MS)
      this.heartbeat.unref()
    })()
    return this.started
  }

  /** Ends every stream and stops listening; resolves once no read is under way, so the database may close. */
  async stop(): Promise<void> {
    this.stopped = true
    // A start under way finishes first, so that its listener and heartbeat are stopped too.
    await this.started?.catch(() => undefined)
    clearInterval(this.heartbeat)
    for (const subscriber of [...this.subscribers]) subscriber.close()
    await this.unlisten?.()
    await this.reading
  }

  /** Open streams in this process. */
  get size(): number {
    return this.subscribers.size
  }

  /** The newest event this process has delivered: a stream opened now receives what comes after. */
  get position(): number {
    return this.cursor
  }

  add(subscriber: Subscriber): void {
    // A stream that opens as the server stops ends at once: its reader comes back to another.
    if (this.stopped) return subscriber.close()
    this.subscribers.add(subscriber)
    for (const id of subscriber.threadIds) entry(this.byThread, id).add(subscriber)
    for (const id of subscriber.boardIds) entry(this.byBoard, id).add(subscriber)
    if (subscriber.userId) entry(this.byUser, subscriber.userId).add(subscriber)
  }

  remove(subscriber: Subscriber): void {
    if (!this.subscribers.delete(subscriber)) return
    for (const id of subscriber.threadIds) leave(this.byThread, id, subscriber)
    for (const id of subscriber.boardIds) leave(this.byBoard, id, subscriber)
    if (subscriber.userId) leave(this.byUser, subscriber.userId, subscriber)
  }

  /**
   * What a reconnecting stream missed after `afterId`, as frames in order, or `reset` when
   * that is more than MAX_MISSED_EVENTS or no longer kept.
   */
  async missed(subscriber: Subscriber, afterId: number): Promise<{ frames: { id: number; bytes: Uint8Array }[] } | 'reset'> {
    const { db } = this.sources
    if (await eventsMissingAfter(db, afterId)) return 'reset'
    const topics = { threadIds: [...subscriber.threadIds], boardIds: [...subscriber.boardIds], userId: subscriber.userId }
    const rows = await missedEvents(db, topics, afterId, MAX_MISSED_EVENTS + 1)
    if (rows.length > MAX_MISSED_EVENTS) return 'reset'
    const access = new EventAccess(db)
    await access.prepare(rows)
    const frames: { id: number; bytes: Uint8Array }[] = []
    for (const row of rows) {
      const text = eventFrame(row, access.notification(row))
      if (text && (await access.allowed(row, [subscriber])).length > 0) frames.push({ id: row.id, bytes: bytesOf(text) })
    }
    return { frames }
  }

  /** The newest event committed, delivered by this process or not. */
  newestId(): Promise<number> {
    return newestEventId(this.sources.db)
  }

  /** New events committed somewhere: read them (once, however many wakes arrive meanwhile). */
  wake(): void {
    // A stopped hub reads nothing more: its database may be closing.
    if (this.stopped) return
    if (this.reading) {
      this.readAgain = true
      return
    }
    const wait = this.lastReadAt + READ_GAP_MS - performance.now()
    this.reading = (wait > 0 ? pause(wait) : Promise.resolve())
      .then(() => this.readNew())
      .catch((error: unknown) => console.error('Delivering events failed:', error))
      .finally(() => {
        this.reading = null
        if (this.readAgain) this.wake()
      })
  }

  /** Resolves once every event committed before the call has been delivered (tests wait on it). */
  async settled(): Promise<void> {
    this.wake()
    while (this.reading) await this.reading
  }

  private async readNew(): Promise<void> {
    this.readAgain = false
    if (this.stopped) return
    this.lastReadAt = performance.now()
    let rows: EventRow[]
    do {
      this.readAgain = false
      rows = await eventsAfter(this.sources.db, this.cursor, READ_BATCH)
      await this.deliver(rows)
      const last = rows.at(-1)
      if (last) this.cursor = last.id
    } while (rows.length === READ_BATCH && !this.stopped)
  }

  private async deliver(rows: EventRow[]): Promise<void> {
    if (this.subscribers.size === 0 || rows.length === 0) return
    const access = new EventAccess(this.sources.db)
    await access.prepare(rows)
    for (const row of rows) {
      const readers = this.readersOf(row)
      if (readers.length === 0) continue
      const text = eventFrame(row, access.notification(row))
      if (!text) continue
      const bytes = bytesOf(text)
      const allowed = await access.allowed(row, readers)
      for (const reader of allowed) reader.push(row.id, bytes)
      // A board that closed to some of its followers (made members-only, or they left): they
      // hear `reset`, read what they show again, and are refused it.
      if (row.kind === 'board_updated') for (const reader of readers) if (!allowed.includes(reader)) reader.push(row.id, RESET)
      // Sessions signed out from elsewhere: their streams, told so, end now rather than when
      // their token expires, and carry nothing more for a browser that is no longer signed in.
      if (row.kind === 'sessions_ended') await this.endStreamsOfEndedSessions(allowed)
    }
  }

  private async endStreamsOfEndedSessions(readers: Subscriber[]): Promise<void> {
    const sessionIds = readers.flatMap((reader) => (reader.sessionId ? [reader.sessionId] : []))
    const live = await liveSessionsAmong(this.sources.db, sessionIds)
    for (const reader of readers) if (reader.sessionId && !live.has(reader.sessionId)) reader.close()
  }

  private readersOf(row: EventRow): Subscriber[] {
    if (row.kind === 'notification' || row.kind === 'sessions_ended') return [...(row.userId ? (this.byUser.get(row.userId) ?? []) : [])]
    const found = new Set<Subscriber>()
    for (const [index, id] of [row.threadId, row.boardId, row.fromBoardId].entries()) {
      const group = id ? (index === 0 ? this.byThread : this.byBoard).get(id) : undefined
      for (const subscriber of group ?? []) found.add(subscriber)
    }
    return [...found]
  }

  private beat(): void {
    const now = this.sources.now().getTime()
    for (const subscriber of [...this.subscribers]) {
      if (subscriber.expiresAt && subscriber.expiresAt.getTime() <= now) subscriber.close()
      else subscriber.ping(PING)
    }
  }
}

/** The `reset` frame: what was missed is gone, so what the reader holds must be read again. */
export const RESET = bytesOf(frame(null, 'reset', {}))

function entry(map: Map<string, Set<Subscriber>>, key: string): Set<Subscriber> {
  let group = map.get(key)
  if (!group) map.set(key, (group = new Set()))
  return group
}

function leave(map: Map<string, Set<Subscriber>>, key: string, subscriber: Subscriber): void {
  const group = map.get(key)
  group?.delete(subscriber)
  if (group?.size === 0) map.delete(key)
}
