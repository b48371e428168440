import type { MemberPage } from '../../src/contract/schemas/members'
import { lockModerators, membersPage, membership, setRole } from '../db/queries/members'
import { logModeration } from '../db/queries/moderation'
import { realmExists } from '../db/queries/realms'
import { removeMember } from '../db/queries/users'
import type { Db, Tx } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { fromMomentCursor, toMomentCursor } from '../lib/opaque-cursor'
import type { Viewer } from './viewer'
import type { ViewerFacts } from './viewer-facts'

/** Members a page of GET /realms/{realm_id}/members holds. */
const MEMBERS_PAGE_SIZE = 50

/**
 * A realm's members as its moderators run them (design.md, "Realm admin"): the list, roles,
 * taking someone out, and leaving. A member taken out keeps their account and other realms and
 * loses this realm's members-only boards from their next request (their revision moves, so no
 * copy of their facts is trusted: viewer-facts.ts). A realm always keeps a moderator: the last
 * one cannot be demoted, taken out or leave (409), also when two such changes come at once.
 */
export class Members {
  constructor(private readonly sources: { db: Db; now: () => Date; facts: ViewerFacts }) {}

  async page(viewer: Viewer, realmId: string, options: { cursor?: string; q?: string }): Promise<MemberPage> {
    await this.moderating(viewer, realmId)
    const after = options.cursor === undefined ? null : fromMomentCursor(options.cursor)
    const rows = await membersPage(this.sources.db, realmId, { after, q: options.q || undefined, limit: MEMBERS_PAGE_SIZE + 1 })
    const shown = rows.slice(0, MEMBERS_PAGE_SIZE)
    const last = shown.at(-1)
    return {
      members: shown.map((row) => ({
        user_id: row.userId,
        username: row.username,
        avatar: row.avatar,
        role: row.role,
        joined_at: row.joinedAt.toISOString(),
      })),
      cursor: { next: rows.length > MEMBERS_PAGE_SIZE && last ? toMomentCursor({ createdAt: last.joinedAt, id: last.userId }) : null },
    }
  }

  async setRole(viewer: Viewer, realmId: string, userId: string, role: 'member' | 'moderator'): Promise<void> {
    await this.moderating(viewer, realmId)
    await this.sources.db.transaction(async (tx) => {
      const moderators = await lockModerators(tx, realmId)
      const member = await this.memberOf(tx, realmId, userId)
      if (member.role === role) return
      if (role === 'member' && moderators.length === 1 && moderators[0] === userId) throw new ApiError(409, messages.lastModerator)
      await setRole(tx, realmId, userId, role)
      await this.log(tx, viewer, realmId, 'member_role_changed', `${member.username}: ${role}`)
    })
  }

  /** Takes a member out of the realm (`userId`), or the viewer themselves (leaving). */
  async remove(viewer: Viewer, realmId: string, userId: string): Promise<void> {
    const leaving = userId === viewer.id
    if (!leaving) await this.moderating(viewer, realmId)
    else if (!(await realmExists(this.sources.db, realmId))) throw new ApiError(404, messages.realmNotFound(realmId))
    await this.sources.db.transaction(async (tx) => {
      const moderators = await lockModerators(tx, realmId)
      const member = await this.memberOf(tx, realmId, userId)
      if (member.role === 'moderator' && moderators.length === 1) throw new ApiError(409, messages.lastModerator)
      await removeMember(tx, realmId, userId)
      await this.log(tx, viewer, realmId, leaving ? 'member_left' : 'member_removed', member.username)
    })
  }

  private async memberOf(tx: Tx, realmId: string, userId: string) {
    const member = await membership(tx, realmId, userId)
    if (!member) throw new ApiError(404, messages.memberNotFound)
    return member
  }

  /** 404 for an unknown realm, 403 for anyone who does not moderate it. */
  private async moderating(viewer: Viewer, realmId: string): Promise<void> {
    if (!(await realmExists(this.sources.db, realmId))) throw new ApiError(404, messages.realmNotFound(realmId))
    if ((await this.sources.facts.roleOf(viewer, realmId)) !== 'moderator') throw new ApiError(403, messages.moderatorsOnly)
  }

  private log(tx: Tx, viewer: Viewer, realmId: string, action: 'member_role_changed' | 'member_removed' | 'member_left', detail: string) {
    return logModeration(tx, { realmId, moderatorId: viewer.id, action, detail, createdAt: this.sources.now() })
  }
}
