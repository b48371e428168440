import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../types'
import { posts, unsubscribeTokens, users } from '../schema'

const DAY_MS = 24 * 3600_000
/**
 * A digest is due this much before its day is full: digests are looked for every ten minutes, and
 * without the slack each day's would come up to ten minutes later than the one before.
 */
const EARLY_MS = 15 * 60_000

export interface DueDigest {
  userId: string
  email: string
  username: string
  /** When the last digest was taken: this one tells what came since (null: never). */
  since: Date | null
}

/**
 * The next reader whose daily digest is due (asked for, none taken in the last day), their row
 * locked in the caller's transaction until it commits: other processes skip it, so each digest
 * is taken once however many processes look (markDigestTaken, in the same transaction).
 * `passOver`: readers this pass already failed on (their turn comes again at the next pass).
 */
export async function findDueDigest(tx: Tx, now: Date, passOver: readonly string[] = []): Promise<DueDigest | null> {
  const [due] = await tx
    .select({ userId: users.id, email: users.email, username: users.username, since: users.digestTakenAt })
    .from(users)
    .where(
      and(
        eq(users.emailNotifications, 'daily'),
        or(isNull(users.digestTakenAt), lte(users.digestTakenAt, new Date(now.getTime() - DAY_MS + EARLY_MS))),
        passOver.length > 0 ? notInArray(users.id, [...passOver]) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(1)
    .for('update', { skipLocked: true })
  return due ?? null
}

/** The reader's digest is taken now: the next one tells what comes after. */
export async function markDigestTaken(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx.update(users).set({ digestTakenAt: now }).where(eq(users.id, userId))
}

/**
 * Each thread's title as a mail may show it: its starter's first line, or what stands in its
 * place when the starter was deleted or removed (a digest goes to anyone, not the moderators).
 */
export async function threadTitles(db: Db | Tx, threadIds: readonly string[]): Promise<Map<string, string>> {
  if (threadIds.length === 0) return new Map()
  const rows = await db
    .select({
      threadId: posts.threadId,
      firstLine: sql<string>`split_part(coalesce(${posts.searchText}, ''), chr(10), 1)`,
      deleted: posts.deleted,
      removed: sql<boolean>`${posts.removedAt} is not null`,
    })
    .from(posts)
    .where(and(inArray(posts.threadId, [...threadIds]), isNull(posts.parentPostId)))
  return new Map(
    rows.map((row) => [
      row.threadId,
      row.deleted ? '[deleted]' : row.removed ? '[removed by a moderator]' : row.firstLine.trim() || 'Untitled thread',
    ]),
  )
}

/** Keeps the hash of a digest's unsubscribe link. */
export async function keepUnsubscribeToken(tx: Tx, userId: string, tokenHash: string, now: Date): Promise<void> {
  await tx.insert(unsubscribeTokens).values({ tokenHash, userId, createdAt: now })
}

/** Turns the digest off for the user an unsubscribe link was made for; false for a link we never made (or swept). */
export async function unsubscribe(db: Db, tokenHash: string): Promise<boolean> {
  const [token] = await db
    .select({ userId: unsubscribeTokens.userId })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.tokenHash, tokenHash))
  if (!token) return false
  await db.update(users).set({ emailNotifications: 'off' }).where(eq(users.id, token.userId))
  return true
}

/** Unsubscribe links work for 90 days after their digest. */
export async function sweepUnsubscribeTokens(db: Db, now: Date): Promise<void> {
  await db.delete(unsubscribeTokens).where(lt(unsubscribeTokens.createdAt, new Date(now.getTime() - 90 * DAY_MS)))
}
