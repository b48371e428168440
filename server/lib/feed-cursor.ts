import * as z from 'zod/mini'
import { ApiError, messages } from './api-error'

/**
 * A feed position: the last thread shown (its activity time and id, the keyset) and the
 * moment the first page was read. Later pages order threads by their activity as of that
 * moment, so a reply landing between pages moves nothing: no thread is skipped or shown
 * twice (docs/decisions/002-feed-cursor-snapshot.md). Opaque to clients: base64url JSON.
 */
export interface FeedCursor {
  asOf: Date
  lastActivityAt: Date
  threadId: string
}

// Dates a PostgreSQL timestamp can hold, so a forged cursor is a 400 and not a database error.
const moment = z.iso.datetime().check(
  z.refine((value) => {
    const year = new Date(value).getUTCFullYear()
    return year >= 1970 && year <= 9999
  }),
)
const wireSchema = z.tuple([moment, moment, z.uuid()])

export function encodeCursor(cursor: FeedCursor): string {
  const wire = [cursor.asOf.toISOString(), cursor.lastActivityAt.toISOString(), cursor.threadId]
  return Buffer.from(JSON.stringify(wire)).toString('base64url')
}

export function decodeCursor(value: string): FeedCursor {
  let wire: unknown
  try {
    wire = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
  } catch {
    throw new ApiError(400, messages.invalidCursor)
  }
  const parsed = wireSchema.safeParse(wire)
  if (!parsed.success) throw new ApiError(400, messages.invalidCursor)
  const [asOf, lastActivityAt, threadId] = parsed.data
  return { asOf: new Date(asOf), lastActivityAt: new Date(lastActivityAt), threadId }
}
