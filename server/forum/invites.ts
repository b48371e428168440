import type { InviteStatus } from '../../src/contract/schemas/invite'
import { createInvite, findInvite, inviteStatus, joinByInvite, type Joiner } from '../db/queries/invites'
import { realmExists } from '../db/queries/realms'
import { findUserByEmail, isMember } from '../db/queries/users'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { hashPassword, verifyPassword } from '../lib/passwords'
import type { RequestViewer, Viewer } from './viewer'
import type { ViewerFacts } from './viewer-facts'

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

  /** A new invite's nonce (moderators only): 404 for an unknown realm, 403 for anyone else. */
  async create(viewer: Viewer, realmId: string, email: string | undefined): Promise<string> {
    const { db } = this.sources
    if (!(await realmExists(db, realmId))) throw new ApiError(404, messages.realmNotFound(realmId))
    if ((await this.sources.facts.roleOf(viewer, realmId)) !== 'moderator') {
      throw new ApiError(403, messages.inviteCreateForbidden)
    }
    return createInvite(db, { realmId, email, createdBy: viewer.id, now: this.sources.now() })
  }
}
