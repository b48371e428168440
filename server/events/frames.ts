import type { EventData, EventType } from '../../src/contract/schemas/events'
import type { Notification } from '../../src/contract/schemas/notification'
import type { EventRow } from '../db/queries/events'

/**
 * Server-Sent Events as the wire has them: `id`, `event` and one `data` line of JSON, ended by
 * a blank line. Every field written here is an id or a fixed word, never a reader's text with
 * a line break in it (JSON escapes those), so a frame cannot be split or forged.
 */
export function frame<T extends EventType>(id: number | null, type: T, data: EventData<T>): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`
}

const encoder = new TextEncoder()

/** A frame as the bytes written: made once, however many readers it goes to. */
export const bytesOf = (text: string): Uint8Array => encoder.encode(text)

/** A comment line: it keeps proxies and the connection awake and is no event to the reader. */
export const PING = bytesOf(': ping\n\n')

/** The first bytes of a stream: it is open, and a dropped connection retries after two seconds. */
export const OPENING = bytesOf(': connected\nretry: 2000\n\n')

/** The frame of an event row; a notification's needs the notification itself, as listed. */
export function eventFrame(row: EventRow, notification?: Notification): string | null {
  const ids = { thread_id: row.threadId, board_id: row.boardId }
  switch (row.kind) {
    case 'contribution':
      if (!ids.thread_id || !ids.board_id || !row.postId) return null
      return frame(row.id, 'contribution', {
        thread_id: ids.thread_id,
        board_id: ids.board_id,
        post_id: row.postId,
        parent_post_id: row.parentPostId,
      })
    case 'contribution_edited':
    case 'contribution_deleted':
    case 'contribution_removed':
    case 'contribution_restored':
      if (!ids.thread_id || !ids.board_id || !row.postId) return null
      return frame(row.id, row.kind, { thread_id: ids.thread_id, board_id: ids.board_id, post_id: row.postId })
    case 'comment':
    case 'comment_edited':
    case 'comment_deleted':
    case 'comment_removed':
    case 'comment_restored':
      if (!ids.thread_id || !row.postId || !row.commentId) return null
      return frame(row.id, row.kind, { thread_id: ids.thread_id, post_id: row.postId, comment_id: row.commentId })
    case 'thread':
    case 'thread_moved':
    case 'thread_updated':
      if (!ids.thread_id || !ids.board_id) return null
      return frame(row.id, row.kind, { thread_id: ids.thread_id, board_id: ids.board_id })
    case 'board_updated':
      return ids.board_id ? frame(row.id, 'board_updated', { board_id: ids.board_id }) : null
    case 'notification':
      return notification ? frame(row.id, 'notification', { notification }) : null
    case 'sessions_ended':
      return frame(row.id, 'sessions_ended', {})
  }
}
