import { and, eq, like, ne, sql } from 'drizzle-orm'
import type { RealmRole } from '../../../src/contract/schemas/me'
import { sqlState } from '../../lib/sql-state'
import type { Db, Tx } from '../types'
import { realmMembers, realms, users } from '../schema'

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()))
  return row
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** Usernames come from the email's local part, numbered when taken (ada, ada2, …). */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? 'member')
      .toLowerCase()
      .replace(/[^a-z0-9_.-]/g, '')
      .slice(0, 30) || 'member'
  const taken = new Set(
    (
      await db
        .select({ username: users.username })
        .from(users)
        // Names are unique in any letter case (a rename may have taken "Ada").
        .where(like(sql`lower(${users.username})`, `${base}%`))
    ).map((row) => row.username.toLowerCase()),
  )
  let candidate = base
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}`
  return candidate
}

export async function createUser(db: Db, email: string, passwordHash: string) {
  const username = await freeUsername(db, email)
  const [row] = await db.insert(users).values({ email: email.toLowerCase(), username, passwordHash }).returning()
  if (!row) throw new Error('The new user was not returned.')
  return row
}

/**
 * Adds a member; false when they already were one (say, a second accept at the same moment).
 * Takes a transaction: the membership and the user's new revision land together.
 */
export async function addMember(tx: Tx, realmId: string, userId: string, role: RealmRole = 'member') {
  const added = await tx
    .insert(realmMembers)
    .values({ realmId, userId, role })
    .onConflictDoNothing()
    .returning({ userId: realmMembers.userId })
  if (added.length === 1) await bumpUserRevision(tx, userId)
  return added.length === 1
}

/** What this user sees differently has changed: copies of their facts (viewer-facts.ts) are old. */
export async function bumpUserRevision(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ revision: sql`${users.revision} + 1` })
    .where(eq(users.id, userId))
}

/** The user's avatar (their upload's square copy), or null. */
export async function avatarOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId))
  return row?.avatar ?? null
}

export async function membershipsOf(db: Db, userId: string) {
  return db
    .select({ id: realms.id, slug: realms.slug, name: realms.name, role: realmMembers.role })
    .from(realmMembers)
    .innerJoin(realms, eq(realms.id, realmMembers.realmId))
    .where(eq(realmMembers.userId, userId))
    .orderBy(realms.slug)
}

export async function isMember(db: Db, realmId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: realmMembers.userId })
    .from(realmMembers)
    .where(and(eq(realmMembers.realmId, realmId), eq(realmMembers.userId, userId)))
  return row !== undefined
}

/** Takes `userId` out of the realm (a moderator's resolution): they read it as any outsider from now on. */
export async function removeMember(tx: Tx, realmId: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(realmMembers)
    .where(and(eq(realmMembers.realmId, realmId), eq(realmMembers.userId, userId)))
    .returning({ userId: realmMembers.userId })
  if (removed.length === 1) await bumpUserRevision(tx, userId)
  return removed.length === 1
}

/** Renames a user; false when another user has that name in any letter case. */
export async function renameUser(db: Db | Tx, userId: string, username: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, userId)))
  if (taken) return false
  try {
    await db.update(users).set({ username }).where(eq(users.id, userId))
  } catch (error) {
    // Two renames to one name at once: the unique index on lower(username) refuses the second.
    if (sqlState(error) === '23505') return false
    throw error
  }
  return true
}
