import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Mail } from '../../lib/mail-message'
import type { Db, Tx } from '../types'
import { mailOutbox } from '../schema'

/** What a mail waiting in the outbox says: an address to send a reset link to, or a mail written whole. */
export type OutboxPayload = { kind: 'password_reset'; email: string } | { kind: 'message'; mail: Mail }

export interface ClaimedMail {
  id: string
  payload: OutboxPayload
  /** This attempt's number, from 1. */
  attempt: number
  createdAt: Date
}

/** Puts a mail in the outbox, in the caller's transaction: it is sent once that commits. */
export async function enqueueMail(db: Db | Tx, payload: OutboxPayload, now: Date): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: payload.kind, payload, createdAt: now, nextAttemptAt: now })
    .returning({ id: mailOutbox.id })
  if (!row) throw new Error('The mail was not queued.')
  return row.id
}

/**
 * Takes the oldest mail that was due at `dueBy`, for `leaseMs` from `now`, or null for none: no
 * other sender (in this process or another on the same PostgreSQL) takes it meanwhile — a mail
 * another holds is skipped, not waited for. A sender that dies leaves its mail to whoever comes
 * after the lease. One at a time, so the lease covers one attempt however many mails wait.
 */
export async function claimNextMail(db: Db, now: Date, leaseMs: number, dueBy: Date = now): Promise<ClaimedMail | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.doneAt),
          lte(mailOutbox.nextAttemptAt, dueBy),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!due) return null
    const [claimed] = await tx
      .update(mailOutbox)
      .set({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, due.id))
      .returning({ id: mailOutbox.id, payload: mailOutbox.payload, attempts: mailOutbox.attempts, createdAt: mailOutbox.createdAt })
    return claimed
      ? { id: claimed.id, payload: claimed.payload as OutboxPayload, attempt: claimed.attempts, createdAt: claimed.createdAt }
      : null
  })
}

// A claim is known by its mail and its attempt: a sender whose lease ran out and whose mail
// another took since (its attempt counted again) changes nothing of the other's.
const stillClaimed = (mail: Pick<ClaimedMail, 'id' | 'attempt'>) => and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempt))

/** Sent, or settled without sending (an address without an account, a mail given up): never tried again. */
export async function settleMail(db: Db, mail: Pick<ClaimedMail, 'id' | 'attempt'>, now: Date, error: string | null = null): Promise<void> {
  await db.update(mailOutbox).set({ doneAt: now, claimedUntil: null, lastError: error }).where(stillClaimed(mail))
}

/** Not taken this time: tried again at `retryAt`. */
export async function retryMailLater(db: Db, mail: Pick<ClaimedMail, 'id' | 'attempt'>, retryAt: Date, error: string): Promise<void> {
  await db.update(mailOutbox).set({ nextAttemptAt: retryAt, claimedUntil: null, lastError: error }).where(stillClaimed(mail))
}

/** Mails settled a week ago: kept that long to see what was sent and why one was not. */
export async function sweepSettledMail(db: Db, now: Date): Promise<void> {
  await db.delete(mailOutbox).where(lt(mailOutbox.doneAt, new Date(now.getTime() - 7 * 24 * 3600 * 1000)))
}

/** When the next mail not yet sent falls due (a retry's time, or a lease's end), or null when none waits. */
export async function nextMailDue(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<
        Date | string | null
      >`min(greatest(${mailOutbox.nextAttemptAt}, coalesce(${mailOutbox.claimedUntil}, ${mailOutbox.nextAttemptAt})))`,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.doneAt))
  return row?.at ? new Date(row.at) : null
}
