import * as z from 'zod/mini'
import { uuid } from './ids'
import { notificationSchema } from './notification'

/**
 * The data of each event of GET /events (design.md, "Second wave"). Events carry ids, never
 * content or real users: a reader fetches what it is shown. `reset` says missed events are
 * gone, or that a board the reader follows closed to them, so whatever the reader holds must be
 * fetched again.
 */
export const eventDataSchemas = {
  contribution: z.object({ thread_id: uuid, board_id: uuid, post_id: uuid, parent_post_id: z.nullable(uuid) }),
  contribution_edited: z.object({ thread_id: uuid, board_id: uuid, post_id: uuid }),
  contribution_deleted: z.object({ thread_id: uuid, board_id: uuid, post_id: uuid }),
  contribution_removed: z.object({ thread_id: uuid, board_id: uuid, post_id: uuid }),
  contribution_restored: z.object({ thread_id: uuid, board_id: uuid, post_id: uuid }),
  comment: z.object({ thread_id: uuid, post_id: uuid, comment_id: uuid }),
  comment_edited: z.object({ thread_id: uuid, post_id: uuid, comment_id: uuid }),
  comment_deleted: z.object({ thread_id: uuid, post_id: uuid, comment_id: uuid }),
  comment_removed: z.object({ thread_id: uuid, post_id: uuid, comment_id: uuid }),
  comment_restored: z.object({ thread_id: uuid, post_id: uuid, comment_id: uuid }),
  thread: z.object({ board_id: uuid, thread_id: uuid }),
  thread_moved: z.object({ thread_id: uuid, board_id: uuid }),
  thread_updated: z.object({ thread_id: uuid, board_id: uuid }),
  /** The realm's boards changed (one made, changed, deleted or reordered): sent on each board of the realm. */
  board_updated: z.object({ board_id: uuid }),
  notification: z.object({ notification: notificationSchema }),
  /** Extension (design.md, "Accounts"): sessions of this reader were signed out elsewhere; this one may be among them. */
  sessions_ended: z.object({}),
  reset: z.object({}),
}

export type EventType = keyof typeof eventDataSchemas
export type EventData<T extends EventType> = z.infer<(typeof eventDataSchemas)[T]>
