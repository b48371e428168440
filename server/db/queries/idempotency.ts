import { and, eq, lt } from 'drizzle-orm'
import { retryingConflicts } from '../retry-conflicts'
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
  createdAt: Date
}

const sameKey = (request: KeyedRequest) => and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key))

/**
 * Keeps the write's answer under its key, as the write's last statement: false when a live
 * answer holds the key already. An expired row is taken over in the same statement. On
 * PostgreSQL a key being kept by a transaction still running makes this wait until that one
 * commits (then false) or rolls back (then true): that wait is how a concurrent repeat waits
 * for the first.
 */
async function keepAnswer(tx: Tx, request: KeyedRequest, answer: WrittenAnswer, now: Date, expiredBefore: Date): Promise<boolean> {
  const kept = await tx
    .insert(idempotencyKeys)
    .values({ ...request, ...answer, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash: request.requestHash, ...answer, createdAt: now },
      setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
    })
    .returning({ key: idempotencyKeys.key })
  return kept.length > 0
}

async function findAnswer(db: Db, request: KeyedRequest): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(sameKey(request))
  return row
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
  return retryingConflicts(() => db.transaction(write))
}

/** The key held a live answer when the write came to keep its own: the write is undone. */
class KeyHeld extends Error {}

/**
 * Runs a keyed write in one transaction and keeps its answer under the key before it commits,
 * so a committed write always has its answer. The key is kept last, in the statement that
 * stores the answer (one round trip, not a claim first and the answer after): a repeat runs
 * the write again and is undone when it finds the key held. It then answers what `replay`
 * says of the stored row — as does a repeat whose write fails (an edit the first one already
 * made, say), when a live answer holds the key: the first answer, whatever came since.
 */
export async function writeOnce(
  db: Db,
  request: KeyedRequest,
  times: { now: Date; expiredBefore: Date },
  replay: (stored: StoredAnswer | undefined) => WrittenAnswer,
  write: (tx: Tx) => Promise<string>,
): Promise<{ answer: WrittenAnswer; replayed: boolean }> {
  try {
    return await retryingConflicts(() =>
      db.transaction(async (tx) => {
        const answer = { status: 200, body: await write(tx) }
        if (!(await keepAnswer(tx, request, answer, times.now, times.expiredBefore))) throw new KeyHeld()
        return { answer, replayed: false }
      }),
    )
  } catch (error) {
    // Should the read fail too (the database gone), the write's own error is the one to tell.
    const stored = await findAnswer(db, request).catch((readError: unknown) => {
      throw error instanceof KeyHeld ? readError : error
    })
    const live = stored && stored.createdAt >= times.expiredBefore
    if (!(error instanceof KeyHeld) && !live) throw error
    return { answer: replay(live ? stored : undefined), replayed: true }
  }
}
