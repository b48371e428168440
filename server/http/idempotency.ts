import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import * as z from 'zod/mini'
import {
  deleteExpiredAnswers,
  writeInTransaction,
  writeOnce,
  type KeyedRequest,
  type StoredAnswer,
  type WrittenAnswer,
} from '../db/queries/idempotency'
import type { Db, Tx } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { validate } from './validation'

/** How long an answer is kept for repeats (docs/decisions/017-idempotency-store.md). */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255

// Hono hands headers to validators with lowercased names.
const idempotencyHeaderSchema = z
  .object({
    'idempotency-key': z.optional(
      z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH),
          z.describe(
            'Any string of 1-255 characters, unique per intended write. A repeat by the same user with the same key and the same request answers the first response (with `Idempotent-Replayed: true`) and writes nothing; the same key with another request is a 422. Answers are kept 24 h.',
          ),
        ),
    ),
  })
  .register(z.globalRegistry, { id: 'IdempotencyKey' })

/** Validates the optional `Idempotency-Key` header (400 when empty or too long) and documents it. */
export const idempotencyKeyHeader = validate('header', idempotencyHeaderSchema)

/** What `c.req.valid('header')` gives a route that uses idempotencyKeyHeader. */
export type IdempotencyHeader = z.output<typeof idempotencyHeaderSchema>

/** What makes two requests "the same": method, path and body, as sent. */
export function hashRequest(method: string, path: string, body: string): string {
  return createHash('sha256')
    .update(JSON.stringify([method, path, body]))
    .digest('hex')
}

function jsonAnswer(answer: { status: number; body: string }, replayed: boolean): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (replayed) headers['Idempotent-Replayed'] = 'true'
  return new Response(answer.body, { status: answer.status, headers })
}

/** A live answer held by the key, for this very request: else 422, or 409 when it cannot tell. */
function replayable(stored: StoredAnswer | undefined, request: KeyedRequest): WrittenAnswer {
  if (stored && stored.requestHash !== request.requestHash) throw new ApiError(422, messages.idempotencyKeyReused)
  // The key and its answer are kept in one statement, so a row without an answer (one kept by an
  // older server, or a row gone before this read, expired by another process's clock) is one we
  // cannot vouch for.
  if (!stored || stored.status === null || stored.body === null) throw new ApiError(409, messages.idempotencyKeyPending)
  return { status: stored.status, body: stored.body }
}

/** Where keyed answers are kept, and the clock that expires them. */
export interface IdempotencyStore {
  db: Db
  now: () => Date
}

/** How often a user's expired answers are swept, at most, by one process. */
const SWEEP_EVERY_MS = 60 * 60 * 1000
const SWEEPS_KEPT = 10_000
const lastSweeps = new WeakMap<IdempotencyStore, Map<string, number>>()

/**
 * Whether the user's expired answers are due a sweep (and from now on, swept): once an hour a
 * process, rather than after every write. An answer lives a day, so the rows a sweep finds
 * expired an hour later are few, and a busy writer's writes do not each pay a statement for it.
 */
function sweepDue(store: IdempotencyStore, userId: string, now: Date): boolean {
  let sweeps = lastSweeps.get(store)
  // One entry a writer: past a bound the memory is let go, and some writers are swept early.
  if (!sweeps || sweeps.size >= SWEEPS_KEPT) lastSweeps.set(store, (sweeps = new Map()))
  const last = sweeps.get(userId)
  if (last !== undefined && now.getTime() - last < SWEEP_EVERY_MS) return false
  sweeps.set(userId, now.getTime())
  return true
}

/**
 * Tells a write it has committed. What it does then is for later readers: it must not make a
 * committed write answer 500.
 */
function afterCommit(write: { committed?: () => void }): void {
  try {
    write.committed?.()
  } catch (error) {
    console.error('After a committed write:', error)
  }
}

/**
 * Runs a write in one transaction and answers its result as JSON (200). With an
 * `Idempotency-Key`, the answer is kept under the key before the same transaction commits
 * (db/queries/idempotency.ts): a committed write always has its answer, whenever the client's
 * connection drops. A repeat answers that stored text byte for byte and writes nothing.
 * `write` must use only the transaction it is given: PGlite has one connection, and a
 * query outside the transaction would wait for the transaction forever.
 */
export async function idempotentWrite(
  store: IdempotencyStore,
  c: Context,
  options: { userId: string; header: IdempotencyHeader },
  write: ((tx: Tx) => Promise<unknown>) & { committed?: () => void },
): Promise<Response> {
  const { db } = store
  const key = options.header['idempotency-key']
  if (key === undefined) {
    const body = await writeInTransaction(db, async (tx) => JSON.stringify(await write(tx)))
    afterCommit(write)
    return jsonAnswer({ status: 200, body }, false)
  }
  const now = store.now()
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS)
  // Hono keeps the body requireJson read, so this is the text as it came.
  const request = { userId: options.userId, key, requestHash: hashRequest(c.req.method, c.req.path, await c.req.text()) }
  const outcome = await writeOnce(
    db,
    request,
    { now, expiredBefore },
    (stored) => replayable(stored, request),
    async (tx) => JSON.stringify(await write(tx)),
  )
  if (!outcome.replayed) afterCommit(write)
  if (!outcome.replayed && sweepDue(store, options.userId, now)) {
    // Housekeeping after the commit, so it can neither hold up nor undo the write.
    await deleteExpiredAnswers(db, options.userId, expiredBefore).catch((error: unknown) =>
      console.error('Expired idempotency answers were not deleted:', error),
    )
  }
  return jsonAnswer(outcome.answer, outcome.replayed)
}
