import { and, eq, gt, lt } from 'drizzle-orm'
import { hashToken, randomToken } from '../../lib/tokens'
import type { Db } from '../open'
import { accessTokens, sessions } from '../schema'

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

async function issueAccessToken(db: Db, sessionId: string, userId: string, now: Date, lifetimes: Lifetimes) {
  const accessToken = randomToken()
  const accessExpiresAt = later(now, lifetimes.accessSeconds)
  await db.insert(accessTokens).values({ tokenHash: hashToken(accessToken), sessionId, userId, expiresAt: accessExpiresAt })
  return { accessToken, accessExpiresAt }
}

export async function startSession(db: Db, userId: string, now: Date, lifetimes: Lifetimes): Promise<IssuedTokens> {
  await db.delete(accessTokens).where(lt(accessTokens.expiresAt, new Date(now.getTime() - EXPIRED_TOKEN_GRACE_MS)))
  const refreshToken = randomToken()
  const refreshExpiresAt = later(now, lifetimes.refreshSeconds)
  const [session] = await db
    .insert(sessions)
    .values({ userId, refreshTokenHash: hashToken(refreshToken), expiresAt: refreshExpiresAt, createdAt: now })
    .returning({ id: sessions.id })
  if (!session) throw new Error('The new session was not returned.')
  return { ...(await issueAccessToken(db, session.id, userId, now, lifetimes)), refreshToken, refreshExpiresAt }
}

/** Swaps a live refresh token for a new pair; the old refresh token stops working. */
export async function rotateSession(
  db: Db,
  refreshToken: string,
  now: Date,
  lifetimes: Lifetimes,
): Promise<IssuedTokens | null> {
  const nextRefreshToken = randomToken()
  const refreshExpiresAt = later(now, lifetimes.refreshSeconds)
  const [session] = await db
    .update(sessions)
    .set({ refreshTokenHash: hashToken(nextRefreshToken), expiresAt: refreshExpiresAt })
    .where(and(eq(sessions.refreshTokenHash, hashToken(refreshToken)), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id, userId: sessions.userId })
  if (!session) return null
  const access = await issueAccessToken(db, session.id, session.userId, now, lifetimes)
  return { ...access, refreshToken: nextRefreshToken, refreshExpiresAt }
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
