import type { Session } from '../../src/contract/schemas/accounts'
import {
  changePassword,
  endOtherSessions,
  endSession,
  endSessionOf,
  listSessions,
  rotateSession,
  sessionToCount,
  startSession,
  type IssuedTokens,
  type Lifetimes,
} from '../db/queries/sessions'
import { findUserByEmail, findUserById } from '../db/queries/users'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { DECOY_HASH, hashPassword, verifyPassword } from '../lib/passwords'
import type { Viewer } from './viewer'

/** What sessions need: each built once by the composition root (server/app.ts). */
export interface AccountSources {
  db: Db
  now: () => Date
  lifetimes: Lifetimes
  /** How long a rotated refresh cookie may come back as a retry (docs/decisions/028). */
  refreshGraceSeconds: number
}

/** Logging in and out, and trading a refresh token for new tokens (design: identity provider). */
export class Accounts {
  constructor(private readonly sources: AccountSources) {}

  /** A new session for the account with this email and password; 401 for any other pair. `device` names the browser. */
  async logIn(email: string, password: string, device?: string): Promise<IssuedTokens> {
    const { db, now, lifetimes } = this.sources
    const user = await findUserByEmail(db, email)
    const matches = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH)
    if (!user || !matches) throw new ApiError(401, messages.wrongCredentials)
    return startSession(db, user.id, now(), lifetimes, device)
  }

  /** New tokens for a refresh token (rotated); null when it opens no session (any more). */
  async refresh(refreshToken: string | undefined, device?: string): Promise<IssuedTokens | null> {
    const { db, now, lifetimes, refreshGraceSeconds } = this.sources
    return refreshToken ? rotateSession(db, refreshToken, now(), lifetimes, refreshGraceSeconds, device) : null
  }

  /** The viewer's sessions, the one used last first; theirs marked `current`. */
  async sessionsOf(viewer: Viewer): Promise<Session[]> {
    const rows = await listSessions(this.sources.db, viewer.id, this.sources.now())
    return rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
      device: row.device || 'Unknown device',
      current: row.id === viewer.sessionId,
    }))
  }

  /** Ends one of the viewer's sessions (their own too: that is signing out); 404 for one that is not theirs. */
  async endSession(viewer: Viewer, sessionId: string): Promise<void> {
    if (!(await endSessionOf(this.sources.db, viewer.id, sessionId, this.sources.now()))) throw new ApiError(404, messages.sessionNotFound)
  }

  /** "Sign out everywhere else": every session of the viewer but the one they came with. */
  async endOtherSessions(viewer: Viewer): Promise<void> {
    await endOtherSessions(this.sources.db, viewer.id, viewer.sessionId, this.sources.now())
  }

  /** A new password, given the current one (400 if wrong); every other session ends, this one stays. */
  async changePassword(viewer: Viewer, current: string, next: string): Promise<void> {
    const { db } = this.sources
    const user = await findUserById(db, viewer.id)
    if (!user || !(await verifyPassword(current, user.passwordHash))) throw new ApiError(400, messages.wrongCurrentPassword)
    await changePassword(db, viewer.id, await hashPassword(next), viewer.sessionId, this.sources.now())
  }

  /** The session whose refresh limit a refresh with this token counts against (db/queries/sessions.ts). */
  sessionToCount(refreshToken: string): Promise<string | null> {
    return sessionToCount(this.sources.db, refreshToken, this.sources.now(), this.sources.refreshGraceSeconds)
  }

  /** Ends the session behind either token. */
  logOut(tokens: { refreshToken?: string; accessToken?: string }): Promise<void> {
    return endSession(this.sources.db, tokens)
  }
}
