import { and, eq, gt, lt } from 'drizzle-orm'
import { hashToken, randomToken } from '../../lib/tokens'
import type { Db, Tx } from '../open'
import { accessTokens, retiredRefreshTokens, sessions } from '../schema'

export interface Lifetimes {
  accessSeconds: number
  refreshSeconds: number
}

export interface IssuedTokens {
  accessToken: string
  accessExpiresAt: Date
  refreshToken: string
  refreshExpiresAt: Date
}

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000)

// Expired access tokens stay a day, so a late request hears "expired" rather than "unknown".
const EXPIRED_TOKEN_GRACE_MS = 24 * 60 * 60 * 1000

async function issueAccessToken(db: Db | Tx, sessionId: string, userId: string, now: Date, lifetimes: Lifetimes) {
  const accessToken = randomToken()
  const accessExpiresAt = later(now, lifetimes.accessSeconds)
  await db.insert(accessTokens).values({ tokenHash: hashToken(accessToken), sessionId, userId, expiresAt: accessExpiresAt })
  return { accessToken, accessExpiresAt }
}

export async function startSession(db: Db, userId: string, now: Date, lifetimes: Lifetimes): Promise<IssuedTokens> {
  const refreshToken = randomToken()
  const refreshExpiresAt = later(now, lifetimes.refreshSeconds)
  const [session] = await db
    .insert(sessions)
    .values({ userId, refreshTokenHash: hashToken(refreshToken), expiresAt: refreshExpiresAt, createdAt: now })
    .returning({ id: sessions.id })
  if (!session) throw new Error('The new session was not returned.')
  return { ...(await issueAccessToken(db, session.id, userId, now, lifetimes)), refreshToken, refreshExpiresAt }
}

/**
 * Swaps a live refresh token for a new pair; the old refresh token stops working, and is kept
 * as retired. A retired token that comes back was copied: the thief or the owner used it
 * after the other had refreshed, so the whole session ends, the newest tokens with it, and
 * both must log in again (OAuth 2.0 Security BCP, refresh token rotation).
 */
export async function rotateSession(
  db: Db,
  refreshToken: string,
  now: Date,
  lifetimes: Lifetimes,
): Promise<IssuedTokens | null> {
  const presented = hashToken(refreshToken)
  const nextRefreshToken = randomToken()
  const refreshExpiresAt = later(now, lifetimes.refreshSeconds)
  return db.transaction(async (tx) => {
    const [session] = await tx
      .update(sessions)
      .set({ refreshTokenHash: hashToken(nextRefreshToken), expiresAt: refreshExpiresAt })
      .where(and(eq(sessions.refreshTokenHash, presented), gt(sessions.expiresAt, now)))
      .returning({ id: sessions.id, userId: sessions.userId })
    if (!session) {
      const [replayed] = await tx
        .select({ sessionId: retiredRefreshTokens.sessionId })
        .from(retiredRefreshTokens)
        .where(eq(retiredRefreshTokens.tokenHash, presented))
      if (replayed) await tx.delete(sessions).where(eq(sessions.id, replayed.sessionId))
      return null
    }
    await tx.insert(retiredRefreshTokens).values({ tokenHash: presented, sessionId: session.id })
    const access = await issueAccessToken(tx, session.id, session.userId, now, lifetimes)
    return { ...access, refreshToken: nextRefreshToken, refreshExpiresAt }
  })
}

/**
 * Deletes sessions past their refresh token's life (their access tokens and retired tokens go
 * with them) and access tokens a day past theirs. Run on a timer (server/main.ts).
 */
export async function sweepExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(accessTokens).where(lt(accessTokens.expiresAt, new Date(now.getTime() - EXPIRED_TOKEN_GRACE_MS)))
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
}

/** Ends the session behind either token; its access tokens go with it (cascade). */
export async function endSession(db: Db, tokens: { refreshToken?: string; accessToken?: string }): Promise<void> {
  if (tokens.refreshToken) {
    await db.delete(sessions).where(eq(sessions.refreshTokenHash, hashToken(tokens.refreshToken)))
  }
  if (tokens.accessToken) {
    const [row] = await db
      .select({ sessionId: accessTokens.sessionId })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(tokens.accessToken)))
    if (row) await db.delete(sessions).where(eq(sessions.id, row.sessionId))
  }
}
