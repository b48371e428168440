import * as z from 'zod/mini'
import { cursorMoment, fromCursor, toCursor } from './opaque-cursor'

/**
 * A feed position: the last thread shown (its activity time and id, the keyset) and the
 * moment the first page was read. Later pages order threads by their activity as of that
 * moment, so a reply landing between pages moves nothing: no thread is skipped or shown
 * twice (docs/decisions/002-feed-cursor-snapshot.md). Opaque to clients (opaque-cursor.ts).
 */
export interface FeedCursor {
  asOf: Date
  lastActivityAt: Date
  threadId: string
}

const wireSchema = z.tuple([cursorMoment, cursorMoment, z.uuid()])

export function encodeCursor(cursor: FeedCursor): string {
  return toCursor([cursor.asOf.toISOString(), cursor.lastActivityAt.toISOString(), cursor.threadId])
}

export function decodeCursor(value: string): FeedCursor {
  const [asOf, lastActivityAt, threadId] = fromCursor(value, wireSchema)
  return { asOf: new Date(asOf), lastActivityAt: new Date(lastActivityAt), threadId }
}
