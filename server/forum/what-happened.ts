import { type DeltaOp, parseDeltaOps } from '../../src/contract/shapes/delta-ops'
import type { BoardPlace, ThreadPlace } from '../db/queries/places'
import { appendEvents, type NewEvent } from '../db/queries/events'
import { commentChainOf, setCommentExcerpts } from '../db/queries/own-words'
import { insertNotifications, moderatorsOf, readReportNotifications, type NewNotification, type Tell } from '../db/queries/notifications'
import type { CommentRow, PostRow } from '../db/queries/rows'
import type { Tx } from '../db/types'
import { excerptOf, plainExcerptOf } from '../lib/excerpt'

/**
 * What a write tells others, stored in the write's own transaction: the events live readers
 * receive (GET /events) and the notifications of those it answers (design.md, "Second wave").
 * A notification goes to nobody for their own action, to nobody who muted or hid the thread or
 * muted its board, and to nobody who may no longer read its board; a reader answered twice by one write hears it once.
 */

/**
 * The readers to notify of those `wanted` (whom the words may reach, in order of precedence: a
 * reply to you outranks "a starred thread moved"): each once, and never the actor.
 */
async function notify(
  tx: Tx,
  place: BoardPlace & { threadId: string },
  actorId: string,
  wanted: Tell[],
  what: { postId: string; commentId: string | null; content: string; identityId: string },
  now: Date,
): Promise<NewEvent[]> {
  const seen = new Set<string>([actorId])
  const told = wanted.filter((tell) => !seen.has(tell.userId) && seen.add(tell.userId))
  if (told.length === 0) return []
  const excerpt = excerptOf(what.content)
  const rows: NewNotification[] = told.map((tell) => ({
    userId: tell.userId,
    kind: tell.kind,
    threadId: place.threadId,
    postId: what.postId,
    commentId: what.commentId,
    identityId: what.identityId,
    excerpt,
  }))
  return notificationEvents(rows, await insertNotifications(tx, rows, now))
}

function notificationEvents(rows: readonly { userId: string }[], ids: readonly (string | undefined)[]): NewEvent[] {
  return rows.map((row, index) => ({
    kind: 'notification',
    userId: row.userId,
    notificationId: ids[index],
    // Only the notification's reader hears of it: no thread or board names it.
    threadId: null,
    boardId: null,
  }))
}

/** What a moderation notification is about: the words, their identity, and the reason given. */
interface ModeratedWords {
  postId: string
  commentId: string | null
  identityId: string
  reason: string
}

/**
 * A member's report: every moderator of the realm but the reporter hears of it, muted thread or
 * not (keeping the realm safe is not a conversation one mutes). One unread notification per report
 * and moderator, quoting the newest reason and never the reporter.
 */
export async function recordReport(
  tx: Tx,
  place: ThreadPlace,
  report: ModeratedWords & { reportId: string },
  reporterId: string,
  now: Date,
): Promise<void> {
  const moderators = (await moderatorsOf(tx, place.realmId)).filter((userId) => userId !== reporterId)
  const rows: NewNotification[] = moderators.map((userId) => ({
    userId,
    kind: 'report',
    threadId: place.threadId,
    postId: report.postId,
    commentId: report.commentId,
    identityId: report.identityId,
    reportId: report.reportId,
    excerpt: plainExcerptOf(report.reason),
  }))
  if (rows.length > 0) await appendEvents(tx, notificationEvents(rows, await insertNotifications(tx, rows, now)), now)
}

/**
 * A report closed: its moderators' unread notifications are read, and their bells hear so. The
 * events to append, with the change's own (appendEvents).
 */
export async function reportClosedNotices(tx: Tx, reportId: string, now: Date): Promise<NewEvent[]> {
  const read = await readReportNotifications(tx, reportId, now)
  return notificationEvents(
    read,
    read.map((each) => each.id),
  )
}

/**
 * A moderator removed someone's words: their author hears why (they still read the words), unless
 * the moderator removed their own. The events to append with the change's own.
 */
export async function removalNotice(
  tx: Tx,
  place: ThreadPlace,
  words: ModeratedWords & { authorId: string },
  moderatorId: string,
  now: Date,
): Promise<NewEvent[]> {
  if (words.authorId === moderatorId) return []
  const row: NewNotification = {
    userId: words.authorId,
    kind: 'removed',
    threadId: place.threadId,
    postId: words.postId,
    commentId: words.commentId,
    identityId: words.identityId,
    excerpt: plainExcerptOf(words.reason),
  }
  return notificationEvents([row], await insertNotifications(tx, [row], now))
}

/**
 * A reply, written under `identityId`: its event, and of its `listeners` (replyListeners) the
 * parent's author told (`reply`) and the thread's starrers (`starred`).
 */
export async function recordReply(
  tx: Tx,
  place: ThreadPlace,
  post: PostRow,
  identityId: string,
  listeners: Tell[],
  now: Date,
): Promise<void> {
  const what = { postId: post.id, commentId: null, content: post.content, identityId }
  const told = await notify(tx, place, post.authorId, listeners, what, now)
  const event: NewEvent = {
    kind: 'contribution',
    threadId: place.threadId,
    boardId: place.boardId,
    postId: post.id,
    parentPostId: post.parentPostId,
  }
  await appendEvents(tx, [event, ...told], now)
}

/**
 * A chain of comments, written under `identityId`: an event each, and of its `listeners`
 * (commentListeners) the post's author and the answered comment's told once (`comment`).
 */
export async function recordComments(
  tx: Tx,
  place: ThreadPlace,
  rows: CommentRow[],
  identityId: string,
  listeners: Tell[],
  now: Date,
): Promise<void> {
  const [first] = rows
  if (!first) return
  const content = JSON.stringify({ ops: rows.flatMap((row) => commentOps(row.content)) })
  const told = await notify(tx, place, first.authorId, listeners, { postId: first.postId, commentId: first.id, content, identityId }, now)
  const events: NewEvent[] = rows.map((row) => ({
    kind: 'comment',
    threadId: place.threadId,
    boardId: place.boardId,
    postId: row.postId,
    commentId: row.id,
  }))
  await appendEvents(tx, [...events, ...told], now)
}

// A chain's parts read as one text in its notification.
function commentOps(content: string): DeltaOp[] {
  return parseDeltaOps(content) ?? []
}

/** A new thread: its board's readers hear of it. */
export async function recordNewThread(tx: Tx, place: ThreadPlace, now: Date): Promise<void> {
  await appendEvents(tx, [{ kind: 'thread', threadId: place.threadId, boardId: place.boardId }], now)
}

/** A thread moved to another board, or given another default view. */
export async function recordThreadChange(tx: Tx, place: ThreadPlace, change: { boardId?: string }, now: Date): Promise<void> {
  const moved = change.boardId !== undefined && change.boardId !== place.boardId
  await appendEvents(
    tx,
    [
      moved
        ? { kind: 'thread_moved', threadId: place.threadId, boardId: change.boardId, fromBoardId: place.boardId }
        : { kind: 'thread_updated', threadId: place.threadId, boardId: place.boardId },
    ],
    now,
  )
}

/**
 * A post's or comment's words changed where they stand: edited or deleted by its author, removed
 * or restored by a moderator. Readers of its thread hear of it (ids only); `notices` are the
 * change's notifications' events (removalNotice, reportClosedNotices), appended with it.
 */
export async function recordWordsChange(
  tx: Tx,
  place: ThreadPlace,
  what: { postId: string; commentId: string | null; change: 'edited' | 'deleted' | 'removed' | 'restored' },
  now: Date,
  notices: NewEvent[] = [],
): Promise<void> {
  const event: NewEvent =
    what.commentId === null
      ? { kind: `contribution_${what.change}`, threadId: place.threadId, boardId: place.boardId, postId: what.postId }
      : { kind: `comment_${what.change}`, threadId: place.threadId, boardId: place.boardId, postId: what.postId, commentId: what.commentId }
  await appendEvents(tx, [event, ...notices], now)
}

/** A chain's notifications quote every part as it is now: none deleted or removed (a moderator's removal). */
export async function refreshChainExcerpts(tx: Tx, commentId: string): Promise<void> {
  const chain = await commentChainOf(tx, commentId)
  const [first] = chain
  if (!first) return
  const ops = chain.filter((part) => part.shown).flatMap((part) => parseDeltaOps(part.content) ?? [])
  await setCommentExcerpts(tx, first.id, ops.length > 0 ? excerptOf(JSON.stringify({ ops })) : '')
}

/**
 * The realm's boards changed (one made, changed, deleted or reordered): every board's followers
 * hear `board_updated` and read the realm again; followers a board closed to hear `reset`
 * (events/hub.ts).
 */
export async function recordBoardsChange(tx: Tx, boardIds: readonly string[], now: Date): Promise<void> {
  await appendEvents(
    tx,
    boardIds.map((boardId) => ({ kind: 'board_updated', threadId: null, boardId })),
    now,
  )
}
