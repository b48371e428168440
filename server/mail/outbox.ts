import { claimNextMail, nextMailDue, retryMailLater, settleMail, type ClaimedMail } from '../db/queries/mail-outbox'
import { keepResetToken } from '../db/queries/password-resets'
import { findUserByEmail } from '../db/queries/users'
import type { Db } from '../db/types'
import { hashToken, randomToken } from '../lib/tokens'
import type { Mail } from '../lib/mail-message'
import { passwordResetMail } from './templates'
import type { MailTransport } from './transport'

/** A reset link works this long from its mail's sending (design.md, "Accounts"). */
const RESET_LINK_MINUTES = 60

/** How long a sender holds the mail it took: longer than any one attempt (transport.ts's timeouts). */
const LEASE_MS = 2 * 60_000
/** A mail not sent within a day is given up: a reset link or a digest that late is no use. */
const GIVE_UP_AFTER_MS = 24 * 3600_000

export interface OutboxOptions {
  db: Db
  now: () => Date
  transport: MailTransport
  /** `Name <address>` the mails come from (MAIL_FROM). */
  from: string
  /** Where people reach the app (PUBLIC_URL, else this server's own address): links in mails start here. */
  origin: string
  /** The first retry's wait; each next one waits twice as long, up to `maxRetryMs`. */
  firstRetryMs?: number
  maxRetryMs?: number
  /** How often due mails are looked for besides the nudge after each write: retries, and mails another process left. */
  pollMs?: number
  log?: (line: string) => void
}

/** One address and nothing else: no line break, no second address, nothing a header could be made of. */
const SINGLE_ADDRESS = /^[^\s@<>,;:"\\]+@[^\s@<>,;:"\\]+$/

/**
 * Sends what the outbox holds (design.md, "Accounts"): mails are written in the transaction of
 * what they tell of and sent after it commits, by any process on the database (each takes its
 * own, skipping those another holds). A mail the mail server does not take is tried again
 * after 1 s, 2 s, 4 s … (at most `maxRetryMs`), so a mail server that is down loses nothing; one
 * that takes a mail and then loses the answer may get it twice, the one way this is not
 * exactly-once (its Message-ID is the outbox row's, so mail programs can tell).
 */
export class MailOutbox {
  private readonly firstRetryMs: number
  private readonly maxRetryMs: number
  private timer: NodeJS.Timeout | null = null
  /** The wake for the next mail that falls due (a retry), whichever process left it. */
  private nextWake: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private again = false
  private stopped = false

  constructor(private readonly options: OutboxOptions) {
    this.firstRetryMs = options.firstRetryMs ?? 1000
    this.maxRetryMs = options.maxRetryMs ?? 5 * 60_000
  }

  /** Where mail goes, for the start line. */
  get description(): string {
    return this.options.transport.description
  }

  /** Looks for due mail every `pollMs` (30 s unless told), from now until stop(). */
  start(): void {
    if (this.timer || this.stopped) return
    this.timer = setInterval(() => this.nudge(), this.options.pollMs ?? 30_000)
    this.timer.unref()
    this.nudge()
  }

  /** A mail was written (and committed): send it soon. Passes never overlap; one asked for meanwhile runs after. */
  nudge(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.log(`Mail: sending failed: ${describe(error)}`))
      .finally(() => {
        this.running = null
        if (this.again) {
          this.again = false
          this.nudge()
        }
      })
  }

  /** Resolves once no pass is under way (nor asked for). */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  /**
   * Sends every mail due now, one after another, then wakes again when the next one left falls
   * due (a retry, this process's or one a stopped process left); answers how many were settled.
   */
  async drain(): Promise<number> {
    let settled = 0
    // Only what was due when the pass began: a mail it tried and put off is the next pass's,
    // not tried again and again by this one while the mail server is down.
    const dueBy = this.options.now()
    for (;;) {
      const mail = await claimNextMail(this.options.db, this.options.now(), LEASE_MS, dueBy)
      if (!mail) break
      if (await this.attempt(mail)) settled++
      if (this.stopped) return settled
    }
    const next = await nextMailDue(this.options.db)
    if (next && !this.stopped) {
      if (this.nextWake) clearTimeout(this.nextWake)
      this.nextWake = setTimeout(() => this.nudge(), Math.max(0, next.getTime() - this.options.now().getTime()) + 10)
      this.nextWake.unref()
    }
    return settled
  }

  /** Waits for a pass under way, and sends nothing more. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearInterval(this.timer)
    if (this.nextWake) clearTimeout(this.nextWake)
    this.timer = null
    await this.running
    this.options.transport.close()
  }

  private async attempt(claimed: ClaimedMail): Promise<boolean> {
    const { db, now } = this.options
    try {
      const mail = await this.mailFor(claimed)
      if (mail) await this.options.transport.send({ ...mail, from: this.options.from, messageId: `<${claimed.id}@teahouse>` })
      await settleMail(db, claimed, now())
      return true
    } catch (error) {
      const at = now()
      const reason = describe(error)
      if (at.getTime() - claimed.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
        this.log(`Mail ${claimed.id}: given up after ${claimed.attempt} attempts: ${reason}`)
        await settleMail(db, claimed, at, reason)
        return true
      }
      const wait = Math.min(this.maxRetryMs, this.firstRetryMs * 2 ** (claimed.attempt - 1))
      this.log(`Mail ${claimed.id}: not sent (attempt ${claimed.attempt}), trying again in ${(wait / 1000).toFixed(1)} s: ${reason}`)
      await retryMailLater(db, claimed, new Date(at.getTime() + wait), reason)
      return false
    }
  }

  /**
   * The mail a claimed row stands for, or null when there is nothing to send: a reset asked for
   * an address without an account (the asker was told the same either way) or for one that is
   * not a single plain address.
   */
  private async mailFor(claimed: ClaimedMail): Promise<(Mail & { to: string }) | null> {
    const { payload } = claimed
    if (payload.kind === 'message') return SINGLE_ADDRESS.test(payload.mail.to) ? payload.mail : this.refused(payload.mail.to)
    const user = await findUserByEmail(this.options.db, payload.email)
    if (!user) return null
    if (!SINGLE_ADDRESS.test(user.email)) return this.refused(user.email)
    const token = randomToken()
    const createdAt = this.options.now()
    await keepResetToken(this.options.db, {
      mailId: claimed.id,
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + RESET_LINK_MINUTES * 60_000),
    })
    return passwordResetMail({
      to: user.email,
      username: user.username,
      link: `${this.options.origin}/reset-password/${token}`,
      validMinutes: RESET_LINK_MINUTES,
    })
  }

  private refused(address: string): null {
    this.log(`Mail: not sent to ${JSON.stringify(address)}: not one plain address`)
    return null
  }

  private log(line: string) {
    ;(this.options.log ?? console.error)(line)
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))
