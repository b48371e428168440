import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm'
import type { MomentPosition } from '../../lib/opaque-cursor'
import { realmMembers, users } from '../schema'
import type { Db, Tx } from '../types'
import { bumpUserRevision } from './users'

/** A page of the realm's members, newest first, those whose username holds `q` if given. */
export function membersPage(db: Db, realmId: string, options: { after: MomentPosition | null; q?: string; limit: number }) {
  const { after, q, limit } = options
  return db
    .select({
      userId: realmMembers.userId,
      username: users.username,
      avatar: users.avatar,
      role: realmMembers.role,
      joinedAt: realmMembers.joinedAt,
    })
    .from(realmMembers)
    .innerJoin(users, eq(users.id, realmMembers.userId))
    .where(
      and(
        eq(realmMembers.realmId, realmId),
        q ? ilike(users.username, `%${q.replace(/[\\%_]/g, (found) => `\\${found}`)}%`) : undefined,
        after
          ? or(
              lt(realmMembers.joinedAt, after.createdAt),
              and(eq(realmMembers.joinedAt, after.createdAt), lt(realmMembers.userId, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(realmMembers.joinedAt), desc(realmMembers.userId))
    .limit(limit)
}

/**
 * The realm's moderators, their rows locked until the transaction ends: of two changes that
 * would each leave one moderator fewer, the second waits and then counts what the first left.
 */
export async function lockModerators(tx: Tx, realmId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: realmMembers.userId })
    .from(realmMembers)
    .where(and(eq(realmMembers.realmId, realmId), eq(realmMembers.role, 'moderator')))
    .orderBy(realmMembers.userId)
    .for('update')
  return rows.map((row) => row.userId)
}

/** A member's role and username, or undefined for someone who is not a member. */
export async function membership(tx: Tx, realmId: string, userId: string) {
  const [row] = await tx
    .select({ role: realmMembers.role, username: users.username })
    .from(realmMembers)
    .innerJoin(users, eq(users.id, realmMembers.userId))
    .where(and(eq(realmMembers.realmId, realmId), eq(realmMembers.userId, userId)))
  return row
}

/** Gives a member another role; what they may do changes from their next request (their revision moves). */
export async function setRole(tx: Tx, realmId: string, userId: string, role: 'member' | 'moderator'): Promise<void> {
  await tx
    .update(realmMembers)
    .set({ role })
    .where(and(eq(realmMembers.realmId, realmId), eq(realmMembers.userId, userId), sql`${realmMembers.role} <> ${role}`))
  await bumpUserRevision(tx, userId)
}
