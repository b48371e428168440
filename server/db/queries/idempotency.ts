import { and, eq, lt } from 'drizzle-orm'
import type { Db, Tx } from '../types'
import { idempotencyKeys } from '../schema'

export interface KeyedRequest {
  userId: string
  key: string
  requestHash: string
}

export interface StoredAnswer {
  requestHash: string
  status: number | null
  body: string | null
}

const sameKey = (request: KeyedRequest) => and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key))

/**
 * Claims the key for this request, in the caller's transaction; false when a live answer
 * holds it. An expired row is taken over in the same statement. On PostgreSQL a claim by a
 * transaction still running makes this wait until that one commits (then false) or rolls
 * back (then true): that wait is how a concurrent repeat waits for the first.
 */
export async function claimKey(tx: Tx, request: KeyedRequest, now: Date, expiredBefore: Date): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...request, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash: request.requestHash, status: null, body: null, createdAt: now },
      setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
    })
    .returning({ key: idempotencyKeys.key })
  return claimed.length > 0
}

async function findAnswer(tx: Tx, request: KeyedRequest): Promise<StoredAnswer | undefined> {
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(sameKey(request))
  return row
}

export async function storeAnswer(tx: Tx, request: KeyedRequest, answer: { status: number; body: string }): Promise<void> {
  await tx.update(idempotencyKeys).set(answer).where(sameKey(request))
}

/** Drops the user's expired answers; run outside any write, so it never holds one up. */
export async function deleteExpiredAnswers(db: Db, userId: string, expiredBefore: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, expiredBefore)))
}

/** A write's answer as sent: its status and its JSON text. */
export interface WrittenAnswer {
  status: number
  body: string
}

/** Runs `write` in one transaction: its answer exists only if everything it wrote does. */
export function writeInTransaction(db: Db, write: (tx: Tx) => Promise<string>): Promise<string> {
  return db.transaction(write)
}

/**
 * Runs a keyed write in one transaction: the key is claimed first and the answer stored before
 * the same transaction commits, so a committed write always has its answer. When the key is
 * held already, `replay` says what the stored row answers (or throws, undoing the claim's wait),
 * and nothing is written.
 */
export function writeOnce(
  db: Db,
  request: KeyedRequest,
  times: { now: Date; expiredBefore: Date },
  replay: (stored: StoredAnswer | undefined) => WrittenAnswer,
  write: (tx: Tx) => Promise<string>,
): Promise<{ answer: WrittenAnswer; replayed: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await claimKey(tx, request, times.now, times.expiredBefore))) {
      return { answer: replay(await findAnswer(tx, request)), replayed: true }
    }
    const answer = { status: 200, body: await write(tx) }
    await storeAnswer(tx, request, answer)
    return { answer, replayed: false }
  })
}
