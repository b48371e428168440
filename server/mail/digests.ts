import { findDueDigest, keepUnsubscribeToken, markDigestTaken, threadTitles, type DueDigest } from '../db/queries/digests'
import { enqueueMail } from '../db/queries/mail-outbox'
import { unreadSince, type NotificationRow } from '../db/queries/notifications'
import type { Db, Tx } from '../db/types'
import { hashToken, randomToken } from '../lib/tokens'
import { digestMail, type DigestThread } from './templates'

const DAY_MS = 24 * 3600_000
/** The most a digest lists; the rest it counts ("And 12 more"). */
const MOST_LISTED = 30

/** What each kind of notification says in a digest, after its identity's name. */
const saying: Record<NotificationRow['kind'], string> = {
  reply: 'replied to you',
  comment: 'commented',
  starred: 'posted in a thread you starred',
  report: 'was reported',
  removed: '(your words) were removed by a moderator',
}

/** One reader's digest failed: its transaction is undone, and the reader stays due. */
class DigestFailed extends Error {
  constructor(
    readonly userId: string,
    cause: unknown,
  ) {
    super(`The daily digest of user ${userId} failed`, { cause })
  }
}

export interface DigestSources {
  db: Db
  now: () => Date
  /** Where people reach the app (PUBLIC_URL): the mail's links start here. */
  origin: string
  /** Called once a digest is in the outbox (committed). */
  queued: () => void
}

/**
 * The daily digest (design.md, "Accounts"): for each reader who asked for it, once a day, one
 * mail of the notifications they have not read that came since the last one, by thread, under
 * secret identities. Each reader's digest is taken and written to the outbox in one transaction
 * (other processes skip a reader being taken), so it is taken once a day whichever process runs.
 */
export class Digests {
  constructor(private readonly sources: DigestSources) {}

  /**
   * Takes every digest due now; answers how many mails were queued. A reader whose digest fails
   * (its transaction undone, so it stays due) is passed over until the next pass: the others
   * still get theirs.
   */
  async run(): Promise<number> {
    let queued = 0
    const failed: string[] = []
    for (;;) {
      try {
        const outcome = await this.takeOne(failed)
        if (outcome === 'none') break
        if (outcome === 'queued') queued++
      } catch (error) {
        // Any other failure took no reader: the database itself failed, and the next pass tries again.
        if (!(error instanceof DigestFailed)) throw error
        failed.push(error.userId)
        console.error(`${error.message}; trying again at the next pass:`, error.cause)
      }
    }
    if (queued > 0) this.sources.queued()
    return queued
  }

  private takeOne(passOver: readonly string[]): Promise<'none' | 'empty' | 'queued'> {
    return this.sources.db.transaction(async (tx) => {
      const at = this.sources.now()
      const due = await findDueDigest(tx, at, passOver)
      if (!due) return 'none'
      try {
        return await this.write(tx, due, at)
      } catch (error) {
        throw new DigestFailed(due.userId, error)
      }
    })
  }

  /** Marks the reader's digest taken and queues its mail, if anything is new since the last. */
  private async write(tx: Tx, due: DueDigest, at: Date): Promise<'empty' | 'queued'> {
    const { origin } = this.sources
    await markDigestTaken(tx, due.userId, at)
    const since = due.since ?? new Date(at.getTime() - DAY_MS)
    const unread = await unreadSince(tx, due.userId, since, MOST_LISTED)
    // Nothing new: no mail, and the day counts as taken.
    if (unread.total === 0) return 'empty'
    const titles = await threadTitles(tx, [...new Set(unread.rows.map((row) => row.threadId))])
    const threads = new Map<string, DigestThread>()
    for (const row of unread.rows) {
      const thread = threads.get(row.threadId) ?? {
        title: titles.get(row.threadId) ?? 'A thread',
        link: `${origin}/threads/${row.threadId}?post=${row.postId}`,
        items: [],
      }
      thread.items.push({ who: row.from.name, what: saying[row.kind], excerpt: row.excerpt })
      threads.set(row.threadId, thread)
    }
    const token = randomToken()
    await keepUnsubscribeToken(tx, due.userId, hashToken(token), at)
    const mail = digestMail({
      to: due.email,
      username: due.username,
      threads: [...threads.values()],
      unread: unread.total,
      unsubscribeLink: `${origin}/api/mail/unsubscribe/${token}`,
      pageLink: `${origin}/unsubscribe/${token}`,
      settingsLink: `${origin}/settings`,
    })
    await enqueueMail(tx, { kind: 'message', mail }, at)
    return 'queued'
  }
}
