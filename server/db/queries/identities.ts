import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../types'
import { identities, seasons, threadIdentities } from '../schema'

/**
 * The user's secret identity in a thread: the one they already hold, else one drawn at
 * random from the realm's pool, preferring identities nobody in the thread holds yet.
 * Safe against a concurrent first reply by the same user (the primary key decides).
 */
export async function threadIdentityFor(db: Db, options: { threadId: string; userId: string; realmId: string }): Promise<string> {
  const held = await heldIdentity(db, options.threadId, options.userId)
  if (held) return held

  const taken = db.select({ id: threadIdentities.identityId }).from(threadIdentities).where(eq(threadIdentities.threadId, options.threadId))
  const pool = (onlyFree: boolean) =>
    db
      .select({ id: identities.id })
      .from(identities)
      .innerJoin(seasons, eq(seasons.id, identities.seasonId))
      .where(and(eq(seasons.realmId, options.realmId), onlyFree ? notInArray(identities.id, taken) : undefined))
      .orderBy(sql`random()`)
      .limit(1)
  const [free] = await pool(true)
  // A crowded thread may outgrow the pool; then identities repeat rather than fail.
  const drawn = free ?? (await pool(false))[0]
  if (!drawn) throw new Error(`The realm ${options.realmId} has no identity pool.`)

  await db
    .insert(threadIdentities)
    .values({ threadId: options.threadId, userId: options.userId, identityId: drawn.id })
    .onConflictDoNothing()
  const settled = await heldIdentity(db, options.threadId, options.userId)
  if (!settled) throw new Error('An identity was drawn but not kept.')
  return settled
}

export async function heldIdentity(db: Db, threadId: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: threadIdentities.identityId })
    .from(threadIdentities)
    .where(and(eq(threadIdentities.threadId, threadId), eq(threadIdentities.userId, userId)))
  return row?.id
}
