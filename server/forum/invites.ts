import type { InviteList, InviteStatus } from '../../src/contract/schemas/invite'
import { createInvite, findInvite, invitesOfRealm, inviteStatus, joinByInvite, revokeInvite, type Joiner } from '../db/queries/invites'
import { logModeration } from '../db/queries/moderation'
import { realmExists } from '../db/queries/realms'
import { findUserByEmail, isMember } from '../db/queries/users'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { hashPassword, verifyPassword } from '../lib/passwords'
import type { RequestViewer, Viewer } from './viewer'
import type { ViewerFacts } from './viewer-facts'

/** Invites a realm's list shows: the newest. */
const INVITES_LISTED = 200

/** An invite in the log's words: its label, else whom it is bound to, else "for anyone". */
const inviteNamed = (invite: { email?: string; label?: string }) => invite.label ?? (invite.email ? `for ${invite.email}` : 'for anyone')

/** Who accepts: the logged-in user, an existing account by its password, or a new one. */
type Acceptor = { kind: 'existing'; id: string; email: string } | { kind: 'new'; email: string; password: string }

/** What invites need: each built once by the composition root (server/app.ts). */
export interface InviteSources {
  db: Db
  now: () => Date
  facts: ViewerFacts
}

/** Reading, accepting and making realm invites. */
export class Invites {
  constructor(private readonly sources: InviteSources) {}

  /**
   * Runs only once the invite is known to be pending, so nothing here answers for a used
   * or expired one. A bound invite compares the email before any account is looked up:
   * another address hears 403 whether or not it has an account, whatever the password.
   */
  private async acceptorFor(
    invitedEmail: string | null,
    viewer: { id: string; email: string } | null,
    body: { email?: string; password?: string },
  ): Promise<Acceptor> {
    const mismatch = (email: string) => invitedEmail !== null && invitedEmail !== email.toLowerCase()
    if (viewer) {
      if (mismatch(viewer.email)) throw new ApiError(403, messages.inviteEmailMismatch)
      return { kind: 'existing', id: viewer.id, email: viewer.email }
    }
    if (!body.email || !body.password) throw new ApiError(400, messages.inviteNeedsAccount)
    if (mismatch(body.email)) throw new ApiError(403, messages.inviteEmailMismatch)
    const user = await findUserByEmail(this.sources.db, body.email)
    if (!user) return { kind: 'new', email: body.email, password: body.password }
    if (!(await verifyPassword(body.password, user.passwordHash))) {
      throw new ApiError(401, messages.wrongCredentials)
    }
    return { kind: 'existing', id: user.id, email: user.email }
  }

  /** The caller joins the realm (a new account when needed); the checks' order is the operation's description. */
  async accept(
    requestViewer: RequestViewer,
    invitation: { realmId: string; nonce: string },
    body: { email?: string; password?: string },
  ): Promise<{ realm_id: string; realm_slug: string }> {
    const { db } = this.sources
    const { realmId } = invitation
    const invite = await findInvite(db, realmId, invitation.nonce)
    if (!invite) throw new ApiError(404, messages.inviteNotFound)
    // The invite's own validity first: a spent invite must not become an oracle for
    // which emails have accounts or which passwords are right
    // (docs/decisions/019-invite-checks-before-credentials.md).
    const now = this.sources.now()
    if (inviteStatus(invite, now) !== 'pending') throw new ApiError(403, messages.inviteNoLongerValid)
    const acceptor = await this.acceptorFor(invite.email, await requestViewer.optional(), body)
    if (acceptor.kind === 'existing' && (await isMember(db, realmId, acceptor.id))) {
      throw new ApiError(409, messages.alreadyMember)
    }
    // Hash before the transaction: scrypt is slow and must not hold a database lock.
    const joiner: Joiner =
      acceptor.kind === 'new' ? { kind: 'new', email: acceptor.email, passwordHash: await hashPassword(acceptor.password) } : acceptor
    const joined = await joinByInvite(db, { inviteId: invite.id, realmId, joiner, now })
    if (joined === 'invite spent') throw new ApiError(403, messages.inviteNoLongerValid)
    if (joined === 'already member') throw new ApiError(409, messages.alreadyMember)
    return { realm_id: invite.realmId, realm_slug: invite.realmSlug }
  }

  /** An invite as anyone may read it before accepting; 404 when unknown. */
  async status(invitation: { realmId: string; nonce: string }): Promise<InviteStatus> {
    const invite = await findInvite(this.sources.db, invitation.realmId, invitation.nonce)
    if (!invite) throw new ApiError(404, messages.inviteNotFound)
    return {
      invite_status: inviteStatus(invite, this.sources.now()),
      requires_email: invite.email !== null,
      realm_slug: invite.realmSlug,
    }
  }

  /** A new invite's nonce (moderators only): 404 for an unknown realm, 403 for anyone else. Logged. */
  async create(viewer: Viewer, realmId: string, options: { email?: string; label?: string }): Promise<string> {
    await this.moderating(viewer, realmId, messages.inviteCreateForbidden)
    const now = this.sources.now()
    return this.sources.db.transaction(async (tx) => {
      const nonce = await createInvite(tx, { realmId, ...options, createdBy: viewer.id, now })
      await logModeration(tx, { realmId, moderatorId: viewer.id, action: 'invite_created', detail: inviteNamed(options), createdAt: now })
      return nonce
    })
  }

  /** The realm's invites, newest first, with their status and who made them (moderators only). */
  async list(viewer: Viewer, realmId: string): Promise<InviteList> {
    await this.moderating(viewer, realmId, messages.moderatorsOnly)
    const now = this.sources.now()
    const rows = await invitesOfRealm(this.sources.db, realmId, INVITES_LISTED)
    return {
      invites: rows.map((row) => ({
        id: row.id,
        label: row.label,
        email: row.email,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        status: inviteStatus(row, now),
        created_by: row.createdBy === null ? null : { username: row.createdBy },
      })),
    }
  }

  /**
   * Takes an invite back (moderators only), named by its id or its nonce: its page then says so
   * and nobody can accept it. Used already: 409; revoked already: nothing more happens.
   */
  async revoke(viewer: Viewer, realmId: string, invite: { id: string } | { nonce: string }): Promise<void> {
    await this.moderating(viewer, realmId, messages.moderatorsOnly)
    const now = this.sources.now()
    await this.sources.db.transaction(async (tx) => {
      const revoking = await revokeInvite(tx, realmId, invite, now)
      if (revoking === 'unknown') throw new ApiError(404, messages.inviteNotFound)
      if (revoking === 'used') throw new ApiError(409, messages.inviteUsed)
      if (revoking === 'revoked')
        await logModeration(tx, { realmId, moderatorId: viewer.id, action: 'invite_revoked', detail: null, createdAt: now })
    })
  }

  /** 404 for an unknown realm, 403 (saying `refusal`) for anyone who does not moderate it. */
  private async moderating(viewer: Viewer, realmId: string, refusal: string): Promise<void> {
    if (!(await realmExists(this.sources.db, realmId))) throw new ApiError(404, messages.realmNotFound(realmId))
    if ((await this.sources.facts.roleOf(viewer, realmId)) !== 'moderator') throw new ApiError(403, refusal)
  }
}
