import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { SecretIdentity } from '../../../src/contract/schemas/secret-identity'
import { together } from '../together'
import type { Db, Tx } from '../types'
import { identities, seasons, threadIdentities } from '../schema'
import { identityColumns } from './rows'
import { lockThreadForWrite, type ThreadBump } from './thread-activity'

/** A secret identity someone holds in a thread: its id, and what answers show of it. */
export interface HeldIdentity {
  id: string
  shown: SecretIdentity
}

const heldColumns = { id: identities.id, shown: identityColumns }

/**
 * The user's secret identity in a thread: the one they already hold, else one drawn at
 * random from the realm's pool, preferring identities nobody in the thread holds yet.
 * Safe against a concurrent first reply by the same user (the primary key decides). In a
 * thread the transaction has just made (`newThread`), nobody holds one yet: the draw is all.
 */
export async function threadIdentityFor(
  db: Db,
  options: { threadId: string; userId: string; realmId: string; newThread?: boolean },
): Promise<HeldIdentity> {
  const held = options.newThread ? undefined : await heldIdentity(db, options.threadId, options.userId)
  return held ?? drawIdentity(db, options)
}

/**
 * Locks the thread for a write (lockThreadForWrite, at `lockedAt`) and answers the user's
 * identity in it as threadIdentityFor does, with the thread's row as the lock left it. The read
 * of the identity held is sent with the lock, after it, without waiting for its answer: on
 * PostgreSQL's pipelined write connections (pool.ts) both go in one round trip, and the database
 * reads the identity once it holds the lock.
 */
export async function lockedThreadIdentity(
  tx: Tx,
  options: { threadId: string; userId: string; realmId: string; lockedAt: Date },
): Promise<{ identity: HeldIdentity; bump: ThreadBump | undefined }> {
  const [bump, held] = await together(
    lockThreadForWrite(tx, options.threadId, options.lockedAt),
    heldIdentity(tx, options.threadId, options.userId),
  )
  return { identity: held ?? (await drawIdentity(tx, options)), bump }
}

/** A new identity for the user in the thread, drawn from the realm's pool and kept (see threadIdentityFor). */
async function drawIdentity(
  db: Db,
  options: { threadId: string; userId: string; realmId: string; newThread?: boolean },
): Promise<HeldIdentity> {
  const taken = db.select({ id: threadIdentities.identityId }).from(threadIdentities).where(eq(threadIdentities.threadId, options.threadId))
  const pool = (onlyFree: boolean) =>
    db
      .select(heldColumns)
      .from(identities)
      .innerJoin(seasons, eq(seasons.id, identities.seasonId))
      .where(and(eq(seasons.realmId, options.realmId), onlyFree ? notInArray(identities.id, taken) : undefined))
      .orderBy(sql`random()`)
      .limit(1)
  const [free] = options.newThread ? await pool(false) : await pool(true)
  // A crowded thread may outgrow the pool; then identities repeat rather than fail.
  const drawn = free ?? (await pool(false))[0]
  if (!drawn) throw new Error(`The realm ${options.realmId} has no identity pool.`)

  const [kept] = await db
    .insert(threadIdentities)
    .values({ threadId: options.threadId, userId: options.userId, identityId: drawn.id })
    .onConflictDoNothing()
    .returning({ id: threadIdentities.identityId })
  if (kept) return drawn
  // The same user's other first write drew one first: theirs it is.
  const settled = await heldIdentity(db, options.threadId, options.userId)
  if (!settled) throw new Error('An identity was drawn but not kept.')
  return settled
}

async function heldIdentity(db: Db, threadId: string, userId: string): Promise<HeldIdentity | undefined> {
  const [row] = await db
    .select(heldColumns)
    .from(threadIdentities)
    .innerJoin(identities, eq(identities.id, threadIdentities.identityId))
    .where(and(eq(threadIdentities.threadId, threadId), eq(threadIdentities.userId, userId)))
  return row
}
