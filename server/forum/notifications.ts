import type { Notification, NotificationPage } from '../../src/contract/schemas/notification'
import {
  listNotifications,
  markRead,
  openReportsOfModerator,
  type ReadChoice,
  unreadCount,
  type NotificationRow,
} from '../db/queries/notifications'
import { realmExists } from '../db/queries/realms'
import type { Db } from '../db/types'
import { fromMomentCursor, toMomentCursor } from '../lib/opaque-cursor'
import { ApiError, messages } from '../lib/api-error'
import { assertCanReadBoard } from './permissions'
import type { Viewer } from './viewer'
import type { ViewerFacts } from './viewer-facts'

/** Notifications a page (design.md). */
const PAGE_SIZE = 20

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    thread_id: row.threadId,
    realm_id: row.realmId,
    board_id: row.boardId,
    post_id: row.postId,
    comment_id: row.commentId,
    from: row.from,
    excerpt: row.excerpt,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }
}

/** A reader's notifications (GET /notifications, POST /notifications/read). */
export class Notifications {
  constructor(private readonly sources: { db: Db; now: () => Date; facts: ViewerFacts }) {}

  async page(viewer: Viewer, cursor: string | undefined): Promise<NotificationPage> {
    const { db } = this.sources
    const after = cursor === undefined ? null : fromMomentCursor(cursor)
    const [rows, unread, openReports] = await Promise.all([
      listNotifications(db, viewer.id, after, PAGE_SIZE + 1),
      unreadCount(db, viewer.id),
      openReportsOfModerator(db, viewer.id),
    ])
    const shown = rows.slice(0, PAGE_SIZE)
    const last = shown.at(-1)
    return {
      notifications: shown.map(toNotification),
      unread_count: unread,
      open_reports: openReports.map((each) => ({ realm_id: each.realmId, count: each.count })),
      cursor: { next: rows.length > PAGE_SIZE && last ? toMomentCursor(last) : null },
    }
  }

  /**
   * A board's or realm's notifications ("Dismiss notifications"): only of a board the reader may
   * read, or of a realm they belong to — the app offers a realm's only to its members (404/403 otherwise).
   */
  async markRead(viewer: Viewer, which: ReadChoice): Promise<void> {
    const { db, facts } = this.sources
    if (typeof which === 'object' && 'boardId' in which) await assertCanReadBoard(db, facts, viewer, which.boardId)
    if (typeof which === 'object' && 'realmId' in which) {
      if (!(await realmExists(db, which.realmId))) throw new ApiError(404, messages.realmNotFound(which.realmId))
      if (!(await facts.roleOf(viewer, which.realmId))) throw new ApiError(403, messages.realmMembersOnly)
    }
    await markRead(db, viewer.id, which, this.sources.now())
  }
}
