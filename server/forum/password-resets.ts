import { enqueueMail } from '../db/queries/mail-outbox'
import { resetPassword } from '../db/queries/password-resets'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import type { AttemptCounter } from '../lib/attempts'
import { hashPassword } from '../lib/passwords'
import { hashToken } from '../lib/tokens'

const HOUR_MS = 3600_000

export interface PasswordResetSources {
  db: Db
  now: () => Date
  attempts: AttemptCounter
  /** Reset mails an hour for one email (design: 5); 0 for no limit. */
  perEmailPerHour: number
  /** Called once a reset mail is in the outbox (committed): the sender takes it from there. */
  queued: () => void
  log?: (line: string) => void
}

/**
 * Password reset by mail (design.md, "Accounts"). Asking does the same work whether or not the
 * address has an account — count it, put a reset in the outbox — and answers the same; the
 * sender finds the account, makes the link and mails it (mail/outbox.ts). Nobody learns from
 * the answer, its timing or a limit whether an address is known.
 */
export class PasswordResets {
  constructor(private readonly sources: PasswordResetSources) {}

  async request(email: string): Promise<void> {
    const { db, now, attempts, perEmailPerHour, queued } = this.sources
    const at = now()
    const attempt = await attempts.count('password reset email', email, at, HOUR_MS)
    if (perEmailPerHour > 0 && attempt.count > perEmailPerHour) {
      ;(this.sources.log ?? console.warn)(`Password reset: more than ${perEmailPerHour} asked for one address this hour; no mail sent`)
      return
    }
    await enqueueMail(db, { kind: 'password_reset', email }, at)
    queued()
  }

  /** Sets the new password with a link's token, once; every session of the account ends. 400 for a token that cannot. */
  async complete(token: string, password: string): Promise<void> {
    const { db, now } = this.sources
    const outcome = await resetPassword(db, hashToken(token), await hashPassword(password), now())
    if (outcome === 'used') throw new ApiError(400, messages.resetLinkUsed)
    if (outcome === 'expired') throw new ApiError(400, messages.resetLinkExpired)
    if (outcome === 'unknown') throw new ApiError(400, messages.resetLinkInvalid)
  }
}
