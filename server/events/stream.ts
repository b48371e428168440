import type { EventHub, Subscriber } from './hub'
import { RESET } from './hub'
import { OPENING } from './frames'

// A reader this far behind is not reading: its stream is ended, and it comes back with
// Last-Event-ID (writes queued; a write holds the events of one delivery).
const MOST_QUEUED_WRITES = 1000

/** What one stream follows, and where it takes up. */
export interface StreamRequest {
  userId: string | null
  expiresAt: Date | null
  sessionId: string | null
  threadIds: string[]
  boardIds: string[]
  /** From Last-Event-ID: the last event the reader had, null for none, 'malformed' for garbage. */
  lastEventId: number | null | 'malformed'
}

/**
 * One reader as the hub sees it, writing to its stream's controller. Live events wait while
 * what the reader missed is read; then every event goes out once, in order. The events of one
 * delivery go out in one write, so a busy thread costs a write per reader per delivery, not
 * per event.
 */
class StreamReader implements Subscriber {
  readonly threadIds: ReadonlySet<string>
  readonly boardIds: ReadonlySet<string>
  readonly userId: string | null
  readonly expiresAt: Date | null
  readonly sessionId: string | null
  private open = true
  private sentUpTo: number
  private held: { id: number; bytes: Uint8Array }[] | null = []
  private pending: Uint8Array[] = []
  private flushing = false

  constructor(
    private readonly hub: EventHub,
    private readonly controller: ReadableStreamDefaultController<Uint8Array>,
    request: StreamRequest,
  ) {
    this.userId = request.userId
    this.expiresAt = request.expiresAt
    this.sessionId = request.sessionId
    this.threadIds = new Set(request.threadIds)
    this.boardIds = new Set(request.boardIds)
    this.sentUpTo = hub.position
  }

  push(id: number, bytes: Uint8Array): void {
    if (this.held) this.held.push({ id, bytes })
    else this.send(id, bytes)
  }

  ping(bytes: Uint8Array): void {
    this.write(bytes)
  }

  /** Sends what was missed after `afterId` (or `reset`), then the events held meanwhile. */
  async catchUp(lastEventId: StreamRequest['lastEventId']): Promise<void> {
    // Ended before it began (the server is stopping): nothing to read.
    if (!this.open) return
    if (lastEventId === 'malformed') await this.reset()
    else if (lastEventId !== null) {
      const missed = await this.hub.missed(this, lastEventId)
      if (missed === 'reset') await this.reset()
      else {
        this.sentUpTo = lastEventId
        for (const event of missed.frames) this.send(event.id, event.bytes)
      }
    }
    const waiting = this.held ?? []
    this.held = null
    for (const event of waiting) this.send(event.id, event.bytes)
  }

  /**
   * Tells the reader to read everything again: what it reads then holds every event committed
   * so far, which it is not sent again (this process may not have delivered them yet).
   */
  private async reset(): Promise<void> {
    this.sentUpTo = Math.max(this.sentUpTo, await this.hub.newestId())
    this.write(RESET)
  }

  /** The reader went away: nothing more is written. */
  gone(): void {
    this.open = false
    this.hub.remove(this)
  }

  close(): void {
    if (!this.open) return
    // What was written before the end goes out with it (the `sessions_ended` that ends it).
    const chunks = this.pending
    this.pending = []
    if (chunks.length > 0) this.controller.enqueue(Buffer.concat(chunks))
    this.gone()
    this.controller.close()
  }

  private send(id: number, bytes: Uint8Array): void {
    if (id <= this.sentUpTo) return
    this.sentUpTo = id
    this.write(bytes)
  }

  private write(bytes: Uint8Array): void {
    if (!this.open) return
    this.pending.push(bytes)
    if (this.flushing) return
    this.flushing = true
    setImmediate(() => this.flush())
  }

  private flush(): void {
    this.flushing = false
    const chunks = this.pending
    this.pending = []
    if (!this.open || chunks.length === 0) return
    if ((this.controller.desiredSize ?? 0) < -MOST_QUEUED_WRITES) return this.close()
    this.controller.enqueue(chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks))
  }
}

/**
 * One reader's stream of Server-Sent Events. It joins the hub at once and catches up from
 * Last-Event-ID; it leaves the hub when the reader goes (the adapter cancels the body), when
 * its token expires, or when it falls far behind.
 */
export function eventStream(hub: EventHub, request: StreamRequest): Response {
  let reader: StreamReader | undefined
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const joined = new StreamReader(hub, controller, request)
      reader = joined
      joined.ping(OPENING)
      hub.add(joined)
      joined.catchUp(request.lastEventId).catch((error: unknown) => {
        console.error('Catching a stream up failed:', error)
        joined.close()
      })
    },
    cancel() {
      reader?.gone()
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // Nothing may keep, transform or hold back a stream: not a cache, not gzip, not nginx.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}
