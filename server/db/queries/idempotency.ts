import { and, eq, lt } from 'drizzle-orm'
import type { Db, Tx } from '../open'
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

export async function findAnswer(tx: Tx, request: KeyedRequest): Promise<StoredAnswer | undefined> {
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
