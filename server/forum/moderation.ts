import type { ModerationLogPage, ReportsPage, Resolution } from '../../src/contract/schemas/moderation'
import { findCommentPost } from '../db/queries/comments'
import {
  closeReport,
  fileReport,
  lockOpenReportOf,
  lockReport,
  logModeration,
  moderationLogPage,
  openReportCount,
  reportedTarget,
  reasonsOf,
  reportsPage,
  setCommentRemoval,
  setPostRemoval,
  wordsToReport,
  type Removal,
} from '../db/queries/moderation'
import { removeMember } from '../db/queries/users'
import { bumpThreadRevision, lockCommentForEdit, lockPostForEdit, setPostExcerpts } from '../db/queries/own-words'
import { findPostPlace, type ThreadPlace } from '../db/queries/places'
import type { Db, Tx } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { excerptOf } from '../lib/excerpt'
import { fromMomentCursor, toMomentCursor } from '../lib/opaque-cursor'
import { assertCanRead } from './permissions'
import type { Viewer } from './viewer'
import type { ViewerFacts } from './viewer-facts'
import { appendEvents, type NewEvent } from '../db/queries/events'
import { recordReport, recordWordsChange, refreshChainExcerpts, removalNotice, reportClosedNotices } from './what-happened'

/** Entries of the moderation log a page holds. */
const LOG_PAGE_SIZE = 50
/** Reports a page of GET /realms/{realm_id}/reports holds. */
const REPORTS_PAGE_SIZE = 20
/** Why a reported post was removed, to its author, when the moderator gave no reason of their own. */
const REMOVED_AFTER_REPORT = 'Reported by members and removed by a moderator'

/** Which words: a post, or a comment on `postId`. */
type Target = { postId: string; commentId: string | null }

/**
 * What a realm's moderators do to what others wrote (design.md, "Moderation"): remove a post or
 * comment with a reason, restore it, and read the log of it all. A removal keeps the words: its
 * author and the moderators still read them (present.ts), nobody else does, in the thread, its
 * feeds, its kept pages, search and notifications alike. Removing or restoring what already is
 * so changes nothing; removing what its author deleted is a 409.
 */
export class Moderation {
  constructor(private readonly sources: { db: Db; now: () => Date; facts: ViewerFacts }) {}

  removePost(viewer: Viewer, postId: string, reason: string): Promise<void> {
    return this.change(viewer, { postId, commentId: null }, reason)
  }

  restorePost(viewer: Viewer, postId: string): Promise<void> {
    return this.change(viewer, { postId, commentId: null }, null)
  }

  async removeComment(viewer: Viewer, commentId: string, reason: string): Promise<void> {
    return this.change(viewer, await this.commentTarget(commentId), reason)
  }

  async restoreComment(viewer: Viewer, commentId: string): Promise<void> {
    return this.change(viewer, await this.commentTarget(commentId), null)
  }

  /**
   * A member's report of what someone else wrote where they may read it: 404 where they may not
   * (nothing said of whether it exists), 403 outside the realm or on their own words, 409 when it
   * is deleted or removed. Answers the entry and whether this reporter's reason is new.
   */
  async report(viewer: Viewer, target: Target, reason: string): Promise<{ id: string; filed: boolean }> {
    const { db, facts } = this.sources
    const notFound = () =>
      new ApiError(404, target.commentId ? messages.commentNotFound(target.commentId) : messages.postNotFound(target.postId))
    const place = await findPostPlace(db, target.postId)
    if (!place) throw notFound()
    const role = await assertCanRead(facts, viewer, place, messages.threadAccessForbidden).catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 403 ? notFound() : error
    })
    if (!role) throw new ApiError(403, messages.reportMembersOnly)
    const words = await wordsToReport(db, target)
    if (!words) throw notFound()
    if (words.deleted || words.removedAt !== null) throw new ApiError(409, messages.reportGone)
    if (words.authorId === viewer.id) throw new ApiError(403, messages.reportOwn)
    const filed = await db.transaction(async (tx) => {
      const now = this.sources.now()
      const snapshot = { content: words.content, identityId: words.identityId, writtenAt: words.createdAt }
      const entry = await fileReport(
        tx,
        { realmId: place.realmId, threadId: place.threadId, ...target, ...snapshot },
        viewer.id,
        reason,
        now,
      )
      if (entry.added)
        await recordReport(tx, place, { ...target, identityId: words.identityId, reason, reportId: entry.reportId }, viewer.id, now)
      return entry
    })
    return { id: filed.reportId, filed: filed.added }
  }

  async reportComment(viewer: Viewer, commentId: string, reason: string): Promise<{ id: string; filed: boolean }> {
    return this.report(viewer, await this.commentTarget(commentId), reason)
  }

  /** A page of the realm's reports, open or closed, newest first: moderators of the realm only. */
  async reports(viewer: Viewer, realmId: string, status: 'open' | 'closed', cursor: string | undefined): Promise<ReportsPage> {
    const { db, facts } = this.sources
    if ((await facts.roleOf(viewer, realmId)) !== 'moderator') throw new ApiError(403, messages.moderatorsOnly)
    const after = cursor === undefined ? null : fromMomentCursor(cursor)
    const [rows, open] = await Promise.all([reportsPage(db, realmId, status, after, REPORTS_PAGE_SIZE + 1), openReportCount(db, realmId)])
    const shown = rows.slice(0, REPORTS_PAGE_SIZE)
    const reasons = await reasonsOf(
      db,
      shown.map((row) => row.id),
    )
    const last = shown.at(-1)
    return {
      reports: shown.map((row) => {
        const given = reasons.filter((each) => each.reportId === row.id)
        return {
          id: row.id,
          target: {
            kind: row.commentId === null ? 'post' : 'comment',
            thread_id: row.threadId,
            post_id: row.postId,
            comment_id: row.commentId,
          },
          snapshot: { content: row.content, secret_identity: row.identity, created_at: row.writtenAt.toISOString() },
          current: row.current,
          reasons: given.map((each) => ({ reason: each.reason, created_at: each.createdAt.toISOString() })),
          count: given.length,
          status: row.status,
          created_at: row.createdAt.toISOString(),
          closed_at: row.closedAt?.toISOString() ?? null,
          outcome: row.outcome,
        }
      }),
      open_count: open,
      cursor: { next: rows.length > REPORTS_PAGE_SIZE && last ? toMomentCursor(last) : null },
    }
  }

  /**
   * A moderator's resolution of a report: the target removed (with the reason, or a plain one) or
   * left as it is, and its author taken out of the realm if asked, all in one transaction with
   * its log entry. A closed report: 409.
   */
  async resolve(viewer: Viewer, reportId: string, resolution: Resolution): Promise<void> {
    const { db, facts } = this.sources
    const found = await reportedTarget(db, reportId)
    if (!found) throw new ApiError(404, messages.reportNotFound(reportId))
    const { realmId, ...target } = found
    if ((await facts.roleOf(viewer, realmId)) !== 'moderator') throw new ApiError(403, messages.moderatorsOnly)
    const place = await findPostPlace(db, target.postId)
    if (!place) throw new ApiError(404, messages.reportNotFound(reportId))
    await db.transaction(async (tx) => {
      const report = await lockReport(tx, reportId)
      if (report?.status !== 'open') throw new ApiError(409, messages.reportClosed)
      const now = this.sources.now()
      await closeReport(tx, reportId, resolution.outcome, viewer.id, now)
      const removing = resolution.outcome === 'removed'
      const reason = resolution.reason ?? null
      // What its author deleted since has nothing left to remove: the report closes all the same.
      const words = await wordsToReport(tx, target)
      const removed =
        removing &&
        words !== undefined &&
        !words.deleted &&
        (await this.setRemoval(tx, target, { at: now, reason: reason ?? REMOVED_AFTER_REPORT, by: viewer.id }))
      if (removing && resolution.remove_member && words) await removeMember(tx, realmId, words.authorId)
      if (removed) await bumpThreadRevision(tx, place.threadId)
      await logModeration(tx, {
        realmId,
        moderatorId: viewer.id,
        action: removing ? 'report_removed' : 'report_dismissed',
        threadId: place.threadId,
        postId: target.postId,
        commentId: target.commentId,
        reason,
        createdAt: now,
      })
      const notices = [
        ...(await reportClosedNotices(tx, reportId, now)),
        ...(removed && words
          ? await removalNotice(tx, place, { ...target, ...words, reason: reason ?? REMOVED_AFTER_REPORT }, viewer.id, now)
          : []),
      ]
      if (removed) await recordWordsChange(tx, place, { ...target, change: 'removed' }, now, notices)
      else await appendEvents(tx, notices, now)
    })
  }

  /** A page of the realm's log, newest first: moderators of the realm only. */
  async log(viewer: Viewer, realmId: string, cursor: string | undefined): Promise<ModerationLogPage> {
    if ((await this.sources.facts.roleOf(viewer, realmId)) !== 'moderator') throw new ApiError(403, messages.moderatorsOnly)
    const rows = await moderationLogPage(
      this.sources.db,
      realmId,
      cursor === undefined ? null : fromMomentCursor(cursor),
      LOG_PAGE_SIZE + 1,
    )
    const shown = rows.slice(0, LOG_PAGE_SIZE)
    const last = shown.at(-1)
    return {
      entries: shown.map((row) => ({
        id: row.id,
        action: row.action,
        moderator: row.moderator === null ? null : { username: row.moderator },
        target: {
          kind: row.action.startsWith('board_')
            ? 'board'
            : row.action.startsWith('member_')
              ? 'member'
              : row.action === 'boards_reordered' || row.action.startsWith('invite_')
                ? 'realm'
                : row.commentId === null
                  ? 'post'
                  : 'comment',
          thread_id: row.threadId,
          post_id: row.postId,
          comment_id: row.commentId,
          board_id: row.boardId,
        },
        reason: row.reason,
        detail: row.detail,
        created_at: row.createdAt.toISOString(),
      })),
      cursor: { next: rows.length > LOG_PAGE_SIZE && last ? toMomentCursor(last) : null },
    }
  }

  private async commentTarget(commentId: string): Promise<Target> {
    const postId = await findCommentPost(this.sources.db, commentId)
    if (!postId) throw new ApiError(404, messages.commentNotFound(commentId))
    return { postId, commentId }
  }

  /** The thread's place, when the viewer moderates its realm: 404 or 403 as reading it would be, else 403 for a member. */
  private async moderated(viewer: Viewer, target: Target): Promise<ThreadPlace> {
    const place = await findPostPlace(this.sources.db, target.postId)
    if (!place)
      throw new ApiError(404, target.commentId ? messages.commentNotFound(target.commentId) : messages.postNotFound(target.postId))
    const role = await assertCanRead(this.sources.facts, viewer, place, messages.threadAccessForbidden)
    if (role !== 'moderator') throw new ApiError(403, messages.moderatorsOnly)
    return place
  }

  /**
   * Removes (`reason`) or restores (null) in one transaction: the words' notifications, the
   * thread's revision, the log and the event with it. A removal tells the author why, and closes
   * the words' open report as removed (nothing is left in the queue to decide).
   */
  private async change(viewer: Viewer, target: Target, reason: string | null): Promise<void> {
    const place = await this.moderated(viewer, target)
    await this.sources.db.transaction(async (tx) => {
      const now = this.sources.now()
      const removal: Removal = reason === null ? null : { at: now, reason, by: viewer.id }
      if (!(await this.setRemoval(tx, target, removal))) return
      await bumpThreadRevision(tx, place.threadId)
      await logModeration(tx, {
        realmId: place.realmId,
        moderatorId: viewer.id,
        action: reason === null ? 'restored' : 'removed',
        threadId: place.threadId,
        postId: target.postId,
        commentId: target.commentId,
        reason,
        createdAt: now,
      })
      const notices = reason === null ? [] : await this.removalNotices(tx, place, target, reason, viewer.id, now)
      await recordWordsChange(tx, place, { ...target, change: reason === null ? 'restored' : 'removed' }, now, notices)
    })
  }

  /** The author's notice of a removal, and the closing of the words' open report, if any. */
  private async removalNotices(
    tx: Tx,
    place: ThreadPlace,
    target: Target,
    reason: string,
    moderatorId: string,
    now: Date,
  ): Promise<NewEvent[]> {
    const words = await wordsToReport(tx, target)
    const open = await lockOpenReportOf(tx, target)
    if (open) await closeReport(tx, open.id, 'removed', moderatorId, now)
    return [
      ...(open ? await reportClosedNotices(tx, open.id, now) : []),
      ...(words ? await removalNotice(tx, place, { ...target, ...words, reason }, moderatorId, now) : []),
    ]
  }

  /** Sets the removal on the locked row and its notifications' excerpts; false when it already stood so. */
  private async setRemoval(tx: Tx, target: Target, removal: Removal): Promise<boolean> {
    const row = target.commentId === null ? await lockPostForEdit(tx, target.postId) : await lockCommentForEdit(tx, target.commentId)
    if (!row) throw new ApiError(404, target.commentId ? messages.commentNotFound(target.commentId) : messages.postNotFound(target.postId))
    if (row.deleted) {
      if (removal) throw new ApiError(409, messages.removeDeleted)
      return false
    }
    if ((row.removedAt !== null) === (removal !== null)) return false
    if (target.commentId === null) {
      await setPostRemoval(tx, target.postId, removal)
      await setPostExcerpts(tx, target.postId, removal ? '' : excerptOf(row.content))
    } else {
      await setCommentRemoval(tx, target.commentId, removal)
      await refreshChainExcerpts(tx, target.commentId)
    }
    return true
  }
}
