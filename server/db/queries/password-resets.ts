import { and, eq, isNull, lt } from 'drizzle-orm'
import type { Db } from '../types'
import { passwordResets, sessions, users } from '../schema'
import { tellSessionsEnded } from './sessions'

/**
 * Keeps the hash of a reset link's token for the mail `mailId`; a new attempt at the same mail
 * (the last one was not taken by the mail server) replaces the token the last one made, so a
 * mail sent once carries the one link that works.
 */
export async function keepResetToken(
  db: Db,
  reset: { mailId: string; userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insert(passwordResets)
    .values(reset)
    .onConflictDoUpdate({
      target: passwordResets.mailId,
      set: { tokenHash: reset.tokenHash, createdAt: reset.createdAt, expiresAt: reset.expiresAt },
    })
}

export type ResetOutcome = 'done' | 'unknown' | 'used' | 'expired'

/**
 * Sets a new password with a reset link's token, once: the token is marked used and every
 * session of its user ends, in one transaction. The token's row is locked first, so that two
 * uses at once find it one after the other: one sets the password, the other hears "used".
 */
export async function resetPassword(db: Db, tokenHash: string, passwordHash: string, now: Date): Promise<ResetOutcome> {
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .select({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt, usedAt: passwordResets.usedAt })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, tokenHash))
      .for('update')
    if (!reset) return 'unknown'
    if (reset.usedAt) return 'used'
    if (reset.expiresAt <= now) return 'expired'
    // Every link of the account is spent with this one: the others were asked for the same reason.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)))
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId))
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId))
    await tellSessionsEnded(tx, reset.userId, now)
    return 'done'
  })
}

/** Reset tokens a week past their hour: after that an old link is only "not valid". */
export async function sweepResetTokens(db: Db, now: Date): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date(now.getTime() - 7 * 24 * 3600 * 1000)))
}
