import { and, eq, gt, isNull } from 'drizzle-orm'
import type { InviteStatus } from '../../../src/api/schemas/invite'
import { hashToken, randomToken } from '../../lib/tokens'
import type { Db } from '../open'
import { invites, realms } from '../schema'

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000

export async function createInvite(
  db: Db,
  options: { realmId: string; email?: string; createdBy: string | null; now: Date },
): Promise<string> {
  const nonce = randomToken()
  await db.insert(invites).values({
    realmId: options.realmId,
    nonceHash: hashToken(nonce),
    email: options.email?.toLowerCase() ?? null,
    createdBy: options.createdBy,
    createdAt: options.now,
    expiresAt: new Date(options.now.getTime() + INVITE_TTL_MS),
  })
  return nonce
}

/** The invite with this nonce in this realm, or undefined when either is unknown. */
export async function findInvite(db: Db, realmId: string, nonce: string) {
  const [row] = await db
    .select({
      id: invites.id,
      email: invites.email,
      expiresAt: invites.expiresAt,
      usedAt: invites.usedAt,
      realmId: realms.id,
      realmSlug: realms.slug,
    })
    .from(invites)
    .innerJoin(realms, eq(realms.id, invites.realmId))
    .where(and(eq(invites.nonceHash, hashToken(nonce)), eq(invites.realmId, realmId)))
  return row
}

export function inviteStatus(invite: { usedAt: Date | null; expiresAt: Date }, now: Date): InviteStatus['invite_status'] {
  if (invite.usedAt) return 'used'
  return invite.expiresAt <= now ? 'expired' : 'pending'
}

/** Marks the invite used if it still is pending: of two racing accepts, one wins. */
export async function claimInvite(db: Db, inviteId: string, userId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(invites)
    .set({ usedAt: now, usedBy: userId })
    .where(and(eq(invites.id, inviteId), isNull(invites.usedAt), gt(invites.expiresAt, now)))
    .returning({ id: invites.id })
  return claimed.length === 1
}
