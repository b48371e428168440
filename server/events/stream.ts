import type { EventHub, Subscriber } from './hub'
import { RESET } from './hub'
import { OPENING } from './frames'

// A reader this far behind is not reading: its stream is ended, and it comes back with
// Last-Event-ID (chunks queued; an event is one chunk).
const MOST_QUEUED_CHUNKS = 1000

const encoder = new TextEncoder()

/** What one stream follows, and where it takes up. */
export interface StreamRequest {
  userId: string | null
  expiresAt: Date | null
  threadIds: string[]
  boardIds: string[]
  /** From Last-Event-ID: the last event the reader had, null for none, 'malformed' for garbage. */
  lastEventId: number | null | 'malformed'
}

/**
 * One reader's stream of Server-Sent Events. It joins the hub at once, holding live events
 * back while what it missed is read (from Last-Event-ID, or `reset`), then sends those first
 * and the held ones after, each event once and in order. It leaves the hub when the reader
 * goes (the adapter cancels the body), when its token expires, or when it falls far behind.
 */
export function eventStream(hub: EventHub, request: StreamRequest): Response {
  let subscriber: Subscriber | undefined
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true
      let sentUpTo = hub.position
      let held: { id: number; text: string }[] | null = []
      const write = (text: string) => {
        if (!open) return
        if ((controller.desiredSize ?? 0) < -MOST_QUEUED_CHUNKS) return close()
        controller.enqueue(encoder.encode(text))
      }
      const close = () => {
        if (!open) return
        open = false
        if (subscriber) hub.remove(subscriber)
        controller.close()
      }
      const send = (id: number, text: string) => {
        if (id <= sentUpTo) return
        sentUpTo = id
        write(text)
      }
      subscriber = {
        userId: request.userId,
        expiresAt: request.expiresAt,
        threadIds: new Set(request.threadIds),
        boardIds: new Set(request.boardIds),
        push: (id, text) => (held ? held.push({ id, text }) : send(id, text)),
        ping: write,
        close,
      }
      write(OPENING)
      hub.add(subscriber)
      const catchUp = async () => {
        const { lastEventId } = request
        if (lastEventId === 'malformed') write(RESET)
        else if (lastEventId !== null) {
          const missed = await hub.missed(subscriber as Subscriber, lastEventId)
          if (missed === 'reset') write(RESET)
          else {
            sentUpTo = lastEventId
            for (const event of missed.frames) send(event.id, event.text)
          }
        }
        const waiting = held ?? []
        held = null
        for (const event of waiting) send(event.id, event.text)
      }
      catchUp().catch((error: unknown) => {
        console.error('Catching a stream up failed:', error)
        close()
      })
    },
    cancel() {
      if (subscriber) hub.remove(subscriber)
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
