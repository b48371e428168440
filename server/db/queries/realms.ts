import { and, asc, count, eq, max, sql } from 'drizzle-orm'
import { boards, realms, threads } from '../schema'
import type { Db } from '../types'

export async function findRealmBySlug(db: Db, slug: string) {
  const [realm] = await db.select().from(realms).where(eq(realms.slug, slug))
  return realm
}

/** The id of the realm with this slug, if there is one. */
export async function findRealmIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const [realm] = await db.select({ id: realms.id }).from(realms).where(eq(realms.slug, slug))
  return realm?.id
}

export async function realmExists(db: Db, realmId: string): Promise<boolean> {
  const [realm] = await db.select({ id: realms.id }).from(realms).where(eq(realms.id, realmId))
  return realm !== undefined
}

/** Whether the database holds any realm yet (an empty one gets the demo seed). */
export async function anyRealm(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(realms)
    .limit(1)
  return row !== undefined
}

/**
 * The realm's boards, whether each is for members only: undefined for an unknown realm. One
 * query, no threads read (a search asks it each time).
 */
export async function boardAccessOfRealm(db: Db, realmId: string): Promise<{ id: string; membersOnly: boolean }[] | undefined> {
  const rows = await db
    .select({ realm: realms.id, id: boards.id, membersOnly: boards.membersOnly })
    .from(realms)
    .leftJoin(boards, eq(boards.realmId, realms.id))
    .where(eq(realms.id, realmId))
  if (rows.length === 0) return undefined
  return rows.flatMap((row) => (row.id === null || row.membersOnly === null ? [] : [{ id: row.id, membersOnly: row.membersOnly }]))
}

/** One query: every board of the realm (or the one board) with its threads aggregated (none: 0 and null). */
export function boardsOfRealm(db: Db, realmId: string, onlyBoard?: string) {
  return db
    .select({
      id: boards.id,
      slug: boards.slug,
      name: boards.name,
      tagline: boards.tagline,
      description: boards.description,
      members_only: boards.membersOnly,
      threads_amount: count(threads.id),
      lastActivityAt: max(threads.lastActivityAt),
    })
    .from(boards)
    .leftJoin(threads, eq(threads.boardId, boards.id))
    .where(and(eq(boards.realmId, realmId), onlyBoard ? eq(boards.id, onlyBoard) : undefined))
    .groupBy(boards.id)
    .orderBy(asc(boards.position), asc(boards.slug))
}
