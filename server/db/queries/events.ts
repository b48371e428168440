import { and, asc, eq, gt, inArray, isNotNull, lt, max, or, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../types'
import { events } from '../schema'

/** The channel that wakes every server process when events commit (the payload says nothing: listeners read the rows). */
export const EVENTS_CHANNEL = 'teahouse_events'

// Events are numbered as their transaction commits, under a lock every process takes, so that
// they commit in the order of their ids and a reader past id N never finds N - 1 appear later;
// the commit wakes every process on EVENTS_CHANNEL. Both are the trigger's of migration 0019.

type EventKind =
  | 'contribution'
  | 'contribution_edited'
  | 'contribution_deleted'
  | 'contribution_removed'
  | 'contribution_restored'
  | 'comment'
  | 'comment_edited'
  | 'comment_deleted'
  | 'comment_removed'
  | 'comment_restored'
  | 'thread'
  | 'thread_moved'
  | 'thread_updated'
  | 'board_updated'
  | 'notification'
  | 'sessions_ended'

export type NewEvent = Omit<typeof events.$inferInsert, 'id' | 'createdAt'> & { kind: EventKind }
export type EventRow = typeof events.$inferSelect & { kind: EventKind }

/**
 * Appends events inside the change's own transaction: they are numbered at its commit, and every
 * process woken then (NOTIFY is delivered only if the transaction commits).
 */
export async function appendEvents(tx: Tx, rows: NewEvent[], now: Date): Promise<void> {
  if (rows.length === 0) return
  await tx.insert(events).values(rows.map((row) => ({ ...row, createdAt: now })))
}

/** Events after `afterId`, oldest first, at most `limit`: what a process has not yet delivered. */
export async function eventsAfter(db: Db, afterId: number, limit: number): Promise<EventRow[]> {
  const rows = await db.select().from(events).where(gt(events.id, afterId)).orderBy(asc(events.id)).limit(limit)
  return rows as EventRow[]
}

/** What one reader asked for: threads, boards, and (signed in) their own notifications. */
export interface EventTopics {
  threadIds: readonly string[]
  boardIds: readonly string[]
  userId: string | null
}

function topicFilter(topics: EventTopics): SQL | undefined {
  return or(
    topics.threadIds.length > 0 ? inArray(events.threadId, [...topics.threadIds]) : undefined,
    topics.boardIds.length > 0 ? inArray(events.boardId, [...topics.boardIds]) : undefined,
    topics.boardIds.length > 0 ? and(isNotNull(events.fromBoardId), inArray(events.fromBoardId, [...topics.boardIds])) : undefined,
    topics.userId ? and(isNotNull(events.userId), eq(events.userId, topics.userId)) : undefined,
  )
}

/** A reconnecting reader's missed events after `afterId`, oldest first, at most `limit`. */
export async function missedEvents(db: Db, topics: EventTopics, afterId: number, limit: number): Promise<EventRow[]> {
  const filter = topicFilter(topics)
  if (!filter) return []
  const rows = await db
    .select()
    .from(events)
    .where(and(gt(events.id, afterId), filter))
    .orderBy(asc(events.id))
    .limit(limit)
  return rows as EventRow[]
}

/** The newest event's id, or 0: where a process starts delivering. */
export async function newestEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(events.id) }).from(events)
  return row?.id ?? 0
}

/**
 * Whether events after `afterId` may be gone: trimmed by age, or never of this database (an
 * id beyond the newest). Ids skip values (every event spends one at its insert before it is
 * numbered at commit, and a rolled-back insert spends one), so "gone" errs on the side of
 * telling the reader to refetch.
 */
export async function eventsMissingAfter(db: Db, afterId: number): Promise<boolean> {
  const [row] = await db.select({ oldest: sql<number | null>`min(${events.id})`.mapWith(Number), newest: max(events.id) }).from(events)
  const newest = row?.newest ?? null
  const oldest = newest === null ? null : (row?.oldest ?? null)
  if (oldest === null || newest === null) {
    // No event kept: any id the sequence has handed out since `afterId` was trimmed.
    const [sequence] = await db
      .select({ last: sql<number>`case when is_called then last_value else 0 end`.mapWith(Number) })
      .from(sql`events_id_seq`)
    return afterId !== (sequence?.last ?? 0)
  }
  return afterId > newest || afterId < oldest - 1
}

/** Removes events older than `before` (the 24 h a reconnecting reader may ask back). */
export async function trimEvents(db: Db, before: Date): Promise<void> {
  await db.delete(events).where(lt(events.createdAt, before))
}

/** The contributions and comments a thread gained after event `afterId`, and its newest event id. */
export async function threadChangesAfter(db: Db, threadId: string, afterId: number) {
  const rows = await db
    .select({ id: events.id, kind: events.kind, postId: events.postId, commentId: events.commentId })
    .from(events)
    .where(and(eq(events.threadId, threadId), gt(events.id, afterId)))
    .orderBy(asc(events.id))
  // An edit, a deletion, a removal or a restore names the post or comment it changed: it comes again as it now stands.
  const ids = (kinds: readonly string[], id: (row: (typeof rows)[number]) => string | null) => [
    ...new Set(rows.filter((row) => kinds.includes(row.kind)).flatMap((row) => id(row) ?? [])),
  ]
  return {
    postIds: ids(
      ['contribution', 'contribution_edited', 'contribution_deleted', 'contribution_removed', 'contribution_restored'],
      (row) => row.postId,
    ),
    commentIds: ids(['comment', 'comment_edited', 'comment_deleted', 'comment_removed', 'comment_restored'], (row) => row.commentId),
    lastEventId: rows.at(-1)?.id ?? afterId,
  }
}
