import type { CommentRow, PostRow } from '../db/queries/rows'
import { hiddenFrom, isNewAt, toComment, toContribution, VISITOR_LENS, type ThreadLens } from './present'

/**
 * The one place where answers are written as JSON text from parts instead of by JSON.stringify:
 * the caches keep pre-serialized fragments, made once per revision of a thread (summaries,
 * thread answers) and joined into the bytes a feed keeps (docs/decisions/023, 027). Most of an
 * answer is the same for every reader; only a few fields differ (new, own, friend, the flags
 * and the "new" counts). Each object's shared fields are serialized once, as an "open" object
 * (its JSON without the closing brace), and a reader's fields are appended when answering. The
 * objects themselves come from toContribution and toComment (present.ts), the one description
 * of what an answer holds; this module only changes when, and how often, it is turned into
 * text. Its test parses every output with the shared schemas.
 */

const contributionReaderKeys = ['new', 'own', 'friend', 'new_comments_amount']
const commentReaderKeys = ['new', 'own', 'friend']
const threadReaderKeys = ['new', 'muted', 'hidden', 'starred', 'new_posts_amount', 'new_comments_amount']

/** `value` as JSON without `readerKeys` and without its closing brace. */
function openJson(value: object, readerKeys: readonly string[]): string {
  const shared = Object.fromEntries(Object.entries(value).filter(([key]) => !readerKeys.includes(key)))
  return JSON.stringify(shared).slice(0, -1)
}

/** A post or comment: its shared JSON, and what decides its per-reader fields (`at` in ms). */
export interface ItemPart {
  open: string
  /** A removed one's open JSON with its words and the reason, for its author and the realm's moderators. */
  privileged?: string
  authorId: string
  at: number
}

/** A reader as the writing loops need them: the last visit in milliseconds. */
export interface ReaderVisit {
  viewerId: string | null
  friendIds: ReadonlySet<string>
  visitedAt: number | null
  moderator: boolean
}

export function readerOf(lens: ThreadLens): ReaderVisit {
  return {
    viewerId: lens.viewerId,
    friendIds: lens.friendIds,
    visitedAt: lens.lastVisitedAt?.getTime() ?? null,
    moderator: lens.moderator ?? false,
  }
}

/** What a moderator of the realm sees: a removed item's words and reason (the reader fields are appended apart). */
const MODERATOR_LENS: ThreadLens = { ...VISITOR_LENS, moderator: true }

/** The open JSON `reader` reads of `part`: the privileged one when it was removed and they may read it. */
const openFor = (part: ItemPart, reader: ReaderVisit) =>
  part.privileged !== undefined && (part.authorId === reader.viewerId || reader.moderator) ? part.privileged : part.open

export const isNewTo = (reader: ReaderVisit, authorId: string, at: number) => isNewAt(reader.viewerId, reader.visitedAt, authorId, at)

export function contributionPart(row: PostRow, totalComments: number): ItemPart {
  const counts = { total: totalComments, fresh: 0 }
  const open = openJson(toContribution(row, VISITOR_LENS, counts), contributionReaderKeys)
  const privileged = hiddenFrom(row, VISITOR_LENS)
    ? openJson(toContribution(row, MODERATOR_LENS, counts), contributionReaderKeys)
    : undefined
  return { open, ...(privileged && { privileged }), authorId: row.authorId, at: row.createdAt.getTime() }
}

export function commentPart(row: CommentRow): ItemPart {
  const open = openJson(toComment(row, VISITOR_LENS), commentReaderKeys)
  const privileged = hiddenFrom(row, VISITOR_LENS) ? openJson(toComment(row, MODERATOR_LENS), commentReaderKeys) : undefined
  return { open, ...(privileged && { privileged }), authorId: row.authorId, at: row.createdAt.getTime() }
}

/** A post as `reader` sees it, given how many of its comments are new to them. */
export function closeContribution(part: ItemPart, reader: ReaderVisit, newComments: number): string {
  const own = part.authorId === reader.viewerId
  return `${openFor(part, reader)},"new":${isNewTo(reader, part.authorId, part.at)},"own":${own},"friend":${reader.friendIds.has(part.authorId)},"new_comments_amount":${newComments}}`
}

export function closeComment(part: ItemPart, reader: ReaderVisit): string {
  const own = part.authorId === reader.viewerId
  return `${openFor(part, reader)},"new":${isNewTo(reader, part.authorId, part.at)},"own":${own},"friend":${reader.friendIds.has(part.authorId)}}`
}

/** A thread's own fields as a reader sees them (the summary's and the whole thread's alike). */
export interface ThreadReaderFields {
  new: boolean
  muted: boolean
  hidden: boolean
  starred: boolean
  new_posts_amount: number
  new_comments_amount: number
}

/**
 * The shared part of a thread or summary object (`ThreadHead`): everything but the reader's
 * fields, the starter, the posts and the comments.
 */
export function openThread(head: ThreadHead): string {
  return openJson(head, threadReaderKeys)
}

/** What a thread's answer and its summary say of the thread itself, the same for every reader. */
export interface ThreadHead {
  id: string
  parent_board_slug: string
  parent_board_id: string
  parent_realm_slug: string
  parent_realm_id: string
  default_view: string
  total_comments_amount: number
  total_posts_amount: number
  direct_threads_amount: number
  last_activity_at: string
}

function threadReaderJson(fields: ThreadReaderFields): string {
  return `,"new":${fields.new},"muted":${fields.muted},"hidden":${fields.hidden},"starred":${fields.starred},"new_posts_amount":${fields.new_posts_amount},"new_comments_amount":${fields.new_comments_amount}`
}

/** A summary (threadSummarySchema): its open head, the reader's fields and the starter as closeContribution wrote it. */
export function assembleSummaryJson(open: string, fields: ThreadReaderFields, starter: string): string {
  return `${open}${threadReaderJson(fields)},"starter":${starter}}`
}

/** One post's comments in a thread's `comments` record: `key` is the post id as JSON, `items` as closeComment wrote them. */
export function commentGroupJson(key: string, items: readonly string[]): string {
  return `${key}:[${items.join(',')}]`
}

/** A whole thread (threadSchema): as assembleSummaryJson, with every post and every comment group. */
export function assembleThreadJson(
  open: string,
  fields: ThreadReaderFields,
  parts: { starter: string; posts: readonly string[]; commentGroups: readonly string[] },
): string {
  return `${open}${threadReaderJson(fields)},"starter":${parts.starter},"posts":[${parts.posts.join(',')}],"comments":{${parts.commentGroups.join(',')}}}`
}

/** A feed page (feedPageSchema) of summaries as assembleSummaryJson wrote them. */
export function feedPageJson(activity: readonly string[], next: string | null): string {
  return `{"activity":[${activity.join(',')}],"cursor":{"next":${JSON.stringify(next)}}}`
}
