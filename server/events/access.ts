import type { Notification } from '../../src/contract/schemas/notification'
import type { EventRow } from '../db/queries/events'
import { membersAmong, notificationsById } from '../db/queries/notifications'
import { findBoardPlace, type BoardPlace } from '../db/queries/places'
import type { Db } from '../db/types'
import { toNotification } from '../forum/notifications'

/** A reader of events: who they are (null: anonymous). */
export interface EventReader {
  readonly userId: string | null
}

/**
 * Who may see an event: the one path every delivery takes, live or backfilled, whichever
 * process it lands on. A thread's or board's event goes to readers of its board (now: a
 * member removed from a realm hears nothing more of it); a notification to its own reader
 * while they may still read its board. Made for one batch of events, so that a board's place
 * and a notification are read once however many readers wait for them.
 */
export class EventAccess {
  private readonly boards = new Map<string, Promise<BoardPlace | undefined>>()
  private readonly notes = new Map<string, Notification>()
  /** Per realm, whether each user asked about so far is a member. */
  private readonly membership = new Map<string, Map<string, boolean>>()

  constructor(private readonly db: Db) {}

  /** Reads the notifications the batch names, at once. */
  async prepare(rows: readonly EventRow[]): Promise<void> {
    const ids = rows.flatMap((row) => (row.kind === 'notification' && row.notificationId ? [row.notificationId] : []))
    for (const note of await notificationsById(this.db, ids)) this.notes.set(note.id, toNotification(note))
  }

  /** The notification an event names, if its reader may still see it. */
  notification(row: EventRow): Notification | undefined {
    return row.notificationId ? this.notes.get(row.notificationId) : undefined
  }

  /** Of `readers`, those who may see the event. */
  async allowed<R extends EventReader>(row: EventRow, readers: readonly R[]): Promise<R[]> {
    if (row.kind === 'notification') {
      // notificationsById leaves out one whose reader may no longer read the board.
      return this.notification(row) ? readers.filter((reader) => reader.userId !== null && reader.userId === row.userId) : []
    }
    if (row.kind === 'sessions_ended') return readers.filter((reader) => reader.userId !== null && reader.userId === row.userId)
    if (!row.boardId) return []
    let place = this.boards.get(row.boardId)
    if (!place) this.boards.set(row.boardId, (place = findBoardPlace(this.db, row.boardId)))
    const board = await place
    if (!board) return []
    if (!board.membersOnly) return [...readers]
    const known = this.membership.get(board.realmId) ?? new Map<string, boolean>()
    this.membership.set(board.realmId, known)
    const unknown = [...new Set(readers.flatMap((reader) => (reader.userId && !known.has(reader.userId) ? [reader.userId] : [])))]
    if (unknown.length > 0) {
      const members = await membersAmong(this.db, board.realmId, unknown)
      for (const userId of unknown) known.set(userId, members.has(userId))
    }
    return readers.filter((reader) => reader.userId !== null && known.get(reader.userId) === true)
  }
}
