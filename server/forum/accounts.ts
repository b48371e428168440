import { endSession, rotateSession, sessionToCount, startSession, type IssuedTokens, type Lifetimes } from '../db/queries/sessions'
import { findUserByEmail } from '../db/queries/users'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { DECOY_HASH, verifyPassword } from '../lib/passwords'

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

  /** A new session for the account with this email and password; 401 for any other pair. */
  async logIn(email: string, password: string): Promise<IssuedTokens> {
    const { db, now, lifetimes } = this.sources
    const user = await findUserByEmail(db, email)
    const matches = await verifyPassword(password, user?.passwordHash ?? DECOY_HASH)
    if (!user || !matches) throw new ApiError(401, messages.wrongCredentials)
    return startSession(db, user.id, now(), lifetimes)
  }

  /** New tokens for a refresh token (rotated); null when it opens no session (any more). */
  async refresh(refreshToken: string | undefined): Promise<IssuedTokens | null> {
    const { db, now, lifetimes, refreshGraceSeconds } = this.sources
    return refreshToken ? rotateSession(db, refreshToken, now(), lifetimes, refreshGraceSeconds) : null
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
