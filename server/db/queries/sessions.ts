import { and, desc, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm'
import { hashToken, randomToken } from '../../lib/tokens'
import type { Db, Tx } from '../types'
import { appendEvents } from './events'
import { accessTokens, passwordResets, retiredRefreshTokens, sessions, users } from '../schema'

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

/** `device`: a short name of the browser it was made from (lib/device-name.ts). */
export async function startSession(db: Db, userId: string, now: Date, lifetimes: Lifetimes, device = ''): Promise<IssuedTokens> {
  const refreshToken = randomToken()
  const refreshExpiresAt = later(now, lifetimes.refreshSeconds)
  const [session] = await db
    .insert(sessions)
    .values({ userId, refreshTokenHash: hashToken(refreshToken), expiresAt: refreshExpiresAt, createdAt: now, lastUsedAt: now, device })
    .returning({ id: sessions.id })
  if (!session) throw new Error('The new session was not returned.')
  return { ...(await issueAccessToken(db, session.id, userId, now, lifetimes)), refreshToken, refreshExpiresAt }
}

/**
 * Swaps a live refresh token for a new pair; the old refresh token is kept as retired, with
 * its successor. A retired token that comes back less than `graceSeconds` after its first
 * rotation, while its successor is still the session's unused token, is a retry of a refresh
 * whose answer was lost: it gets a new pair, and the successor nobody received is dropped
 * (retired without a successor, so it never earns a retry itself). Any other return of a
 * retired token means two parties hold the session (one stole a cookie): the whole session
 * ends, the newest tokens with it (OAuth 2.0 Security BCP; docs/decisions/028).
 *
 * Every path holds the session's row lock before it reads or changes the session's tokens, so
 * the same cookie sent to several processes at once is served one after the other: the first
 * rotates, the others find a retry and each replaces the one before, one successor lives.
 */
export async function rotateSession(
  db: Db,
  refreshToken: string,
  now: Date,
  lifetimes: Lifetimes,
  graceSeconds: number,
  device?: string,
): Promise<IssuedTokens | null> {
  const presented = hashToken(refreshToken)
  const nextRefreshToken = randomToken()
  // Each refresh is a use: the sessions list shows when, and from what it came last.
  const next = { hash: hashToken(nextRefreshToken), expiresAt: later(now, lifetimes.refreshSeconds), lastUsedAt: now, device }
  const issued = async (tx: Tx, session: { id: string; userId: string }) => ({
    ...(await issueAccessToken(tx, session.id, session.userId, now, lifetimes)),
    refreshToken: nextRefreshToken,
    refreshExpiresAt: next.expiresAt,
  })
  return db.transaction(async (tx) => {
    const [session] = await tx
      .update(sessions)
      .set({ refreshTokenHash: next.hash, expiresAt: next.expiresAt, lastUsedAt: now, device: next.device })
      .where(and(eq(sessions.refreshTokenHash, presented), gt(sessions.expiresAt, now)))
      .returning({ id: sessions.id, userId: sessions.userId })
    if (session) {
      await tx
        .insert(retiredRefreshTokens)
        .values({ tokenHash: presented, sessionId: session.id, retiredAt: now, successorHash: next.hash })
      return issued(tx, session)
    }

    const retired = await lockRetired(tx, presented)
    if (!retired) return null
    const { row, owner } = retired
    const inGrace = now.getTime() - row.retiredAt.getTime() < graceSeconds * 1000
    const successorUnused = row.successorHash !== null && row.successorHash === owner.refreshTokenHash
    if (!inGrace || !successorUnused || owner.expiresAt <= now) {
      await tx.delete(sessions).where(eq(sessions.id, owner.id))
      return null
    }
    await tx
      .update(sessions)
      .set({ refreshTokenHash: next.hash, expiresAt: next.expiresAt, lastUsedAt: now, device: next.device })
      .where(eq(sessions.id, owner.id))
    await tx.update(retiredRefreshTokens).set({ successorHash: next.hash }).where(eq(retiredRefreshTokens.tokenHash, presented))
    await tx
      .insert(retiredRefreshTokens)
      .values({ tokenHash: owner.refreshTokenHash, sessionId: owner.id, retiredAt: now, successorHash: null })
    return issued(tx, owner)
  })
}

/**
 * A retired token's row and its session, the session's row locked (the order every rotation
 * takes its locks in). The row is read after the lock: a retry of the same token may have
 * committed while this one waited, and READ COMMITTED shows it only to a later statement.
 */
async function lockRetired(tx: Tx, tokenHash: string) {
  const byHash = eq(retiredRefreshTokens.tokenHash, tokenHash)
  const [found] = await tx.select({ sessionId: retiredRefreshTokens.sessionId }).from(retiredRefreshTokens).where(byHash)
  if (!found) return null
  const [owner] = await tx
    .select({ id: sessions.id, userId: sessions.userId, refreshTokenHash: sessions.refreshTokenHash, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, found.sessionId))
    .for('update')
  if (!owner) return null
  const [row] = await tx
    .select({ retiredAt: retiredRefreshTokens.retiredAt, successorHash: retiredRefreshTokens.successorHash })
    .from(retiredRefreshTokens)
    .where(byHash)
  return row ? { row, owner } : null
}

/**
 * The session whose refresh limit a refresh with this token counts against: its own, current
 * or retired. Null for none, and for a retry of a lost answer (a retired token within the grace
 * whose successor is unused): a retry replaces the refresh before it, giving nobody an extra
 * one, and refusing it would turn it into theft once the wait passed the grace. The reload
 * that abandons a refresh is how such retries come, and reloads come quickly.
 */
export async function sessionToCount(db: Db, refreshToken: string, now: Date, graceSeconds: number): Promise<string | null> {
  const hash = hashToken(refreshToken)
  const [current] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.refreshTokenHash, hash))
  if (current) return current.id
  const [retired] = await db
    .select({
      sessionId: retiredRefreshTokens.sessionId,
      retiredAt: retiredRefreshTokens.retiredAt,
      successor: retiredRefreshTokens.successorHash,
      live: sessions.refreshTokenHash,
    })
    .from(retiredRefreshTokens)
    .innerJoin(sessions, eq(sessions.id, retiredRefreshTokens.sessionId))
    .where(eq(retiredRefreshTokens.tokenHash, hash))
  if (!retired) return null
  const retry = retired.successor === retired.live && now.getTime() - retired.retiredAt.getTime() < graceSeconds * 1000
  return retry ? null : retired.sessionId
}

/**
 * Deletes sessions past their refresh token's life (their access tokens and retired tokens go
 * with them) and access tokens a day past theirs. Run on a timer (server/main.ts).
 * Expired sessions go on a timer, not at login (docs/decisions/026; rotation rules: 028).
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

/** A user's sessions still alive, the one used last first. */
export async function listSessions(db: Db, userId: string, now: Date) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, device: sessions.device })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
}

/**
 * Tells the user's open streams that some of their sessions ended (`sessions_ended`): those
 * streams end, and their browsers learn at once that they are signed out. Last in the transaction.
 */
export async function tellSessionsEnded(tx: Tx, userId: string, now: Date): Promise<void> {
  await appendEvents(tx, [{ kind: 'sessions_ended', userId }], now)
}

/** Ends one of a user's sessions; false when they have none by that id. */
export async function endSessionOf(db: Db, userId: string, sessionId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id })
    if (ended.length > 0) await tellSessionsEnded(tx, userId, now)
    return ended.length > 0
  })
}

async function endOthers(tx: Tx, userId: string, keep: string, now: Date): Promise<void> {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep)))
    .returning({ id: sessions.id })
  if (ended.length > 0) await tellSessionsEnded(tx, userId, now)
}

/** Ends every session of a user but `keep`. */
export async function endOtherSessions(db: Db, userId: string, keep: string, now: Date): Promise<void> {
  await db.transaction((tx) => endOthers(tx, userId, keep, now))
}

/** A new password, and every other session of the user ended, together. */
export async function changePassword(db: Db, userId: string, passwordHash: string, keep: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
    // Reset links asked for before the change would undo it.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    await endOthers(tx, userId, keep, now)
  })
}

/** Of these sessions, those still alive. */
export async function liveSessionsAmong(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(inArray(sessions.id, [...ids]))
  return new Set(rows.map((row) => row.id))
}
