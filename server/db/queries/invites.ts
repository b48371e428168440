import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { InviteStatus } from '../../../src/contract/schemas/invite'
import { hashToken, randomToken } from '../../lib/tokens'
import type { Db, Tx } from '../types'
import { invites, realms, users } from '../schema'
import { addMember, createUser } from './users'

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000

export async function createInvite(
  db: Db,
  options: { realmId: string; email?: string; label?: string; createdBy: string | null; now: Date },
): Promise<string> {
  const nonce = randomToken()
  await db.insert(invites).values({
    realmId: options.realmId,
    nonceHash: hashToken(nonce),
    email: options.email?.toLowerCase() ?? null,
    label: options.label ?? null,
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
      revokedAt: invites.revokedAt,
      realmId: realms.id,
      realmSlug: realms.slug,
    })
    .from(invites)
    .innerJoin(realms, eq(realms.id, invites.realmId))
    .where(and(eq(invites.nonceHash, hashToken(nonce)), eq(invites.realmId, realmId)))
  return row
}

export function inviteStatus(
  invite: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InviteStatus['invite_status'] {
  if (invite.usedAt) return 'used'
  if (invite.revokedAt) return 'revoked'
  return invite.expiresAt <= now ? 'expired' : 'pending'
}

/** Marks the invite used if it still is pending: of two racing accepts (or an accept and a revoke), one wins. */
async function claimInvite(db: Db, inviteId: string, userId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(invites)
    .set({ usedAt: now, usedBy: userId })
    .where(and(eq(invites.id, inviteId), isNull(invites.usedAt), isNull(invites.revokedAt), gt(invites.expiresAt, now)))
    .returning({ id: invites.id })
  return claimed.length === 1
}

/** Who joins by an invite: a user who has an account, or a new one to create. */
export type Joiner = { kind: 'existing'; id: string } | { kind: 'new'; email: string; passwordHash: string }

/** How joining by an invite ended: only 'joined' changed anything. */
export type Joining = 'joined' | 'invite spent' | 'already member'

/** Ends the transaction, undoing what it did, with the reason why. */
class Refusal extends Error {
  constructor(readonly outcome: Exclude<Joining, 'joined'>) {
    super(outcome)
  }
}

/**
 * In one transaction: the new account (if any), the invite claimed and the membership added.
 * An invite spent meanwhile (another accept won) or a membership that already exists undoes
 * it all, the new account with it.
 */
export async function joinByInvite(db: Db, options: { inviteId: string; realmId: string; joiner: Joiner; now: Date }): Promise<Joining> {
  const { joiner } = options
  try {
    await db.transaction(async (tx) => {
      const userId = joiner.kind === 'existing' ? joiner.id : (await createUser(tx, joiner.email, joiner.passwordHash)).id
      if (!(await claimInvite(tx, options.inviteId, userId, options.now))) throw new Refusal('invite spent')
      if (!(await addMember(tx, options.realmId, userId))) throw new Refusal('already member')
    })
    return 'joined'
  } catch (error) {
    if (error instanceof Refusal) return error.outcome
    throw error
  }
}

/** The realm's invites, newest first (at most `limit`), each with who made it. */
export function invitesOfRealm(db: Db, realmId: string, limit: number) {
  return db
    .select({
      id: invites.id,
      label: invites.label,
      email: invites.email,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
      usedAt: invites.usedAt,
      revokedAt: invites.revokedAt,
      createdBy: users.username,
    })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.createdBy))
    .where(eq(invites.realmId, realmId))
    .orderBy(desc(invites.createdAt), desc(invites.id))
    .limit(limit)
}

/** How taking an invite back ended: revoked now, or before, or why not. */
export type Revoking = 'revoked' | 'revoked before' | 'used' | 'unknown'

/**
 * Takes back the realm's invite named by its id or its nonce, unless it was used: one statement,
 * so an accept and a revoke at once have exactly one winner (claimInvite waits for this row).
 */
export async function revokeInvite(db: Db | Tx, realmId: string, invite: { id: string } | { nonce: string }, now: Date): Promise<Revoking> {
  const which = and(
    eq(invites.realmId, realmId),
    'id' in invite ? eq(invites.id, invite.id) : eq(invites.nonceHash, hashToken(invite.nonce)),
  )
  const revoked = await db
    .update(invites)
    .set({ revokedAt: now })
    .where(and(which, isNull(invites.usedAt), isNull(invites.revokedAt)))
    .returning({ id: invites.id })
  if (revoked.length > 0) return 'revoked'
  const [row] = await db.select({ usedAt: invites.usedAt }).from(invites).where(which)
  if (!row) return 'unknown'
  return row.usedAt ? 'used' : 'revoked before'
}
