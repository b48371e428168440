import type { CommentRow, PostRow } from '../db/queries/rows'
import { isNewAt, toComment, toContribution, type ThreadLens } from './present'

/**
 * Answers written as JSON text from parts made once per revision of a thread. Most of an answer
 * is the same for every reader; only a few fields differ (new, own, friend, the flags and the
 * "new" counts). Each object's shared fields are serialized once, as an "open" object (its JSON
 * without the closing brace), and a reader's fields are appended when answering. The objects
 * themselves come from toContribution and toComment, the one description of what an answer
 * holds; the parts only change when, and how often, it is turned into text.
 */

const contributionReaderKeys = ['new', 'own', 'friend', 'new_comments_amount']
const commentReaderKeys = ['new', 'own', 'friend']
const threadReaderKeys = ['new', 'muted', 'hidden', 'starred', 'new_posts_amount', 'new_comments_amount']

/** `value` as JSON without `readerKeys` and without its closing brace. */
export function openJson(value: object, readerKeys: readonly string[]): string {
  const shared = Object.fromEntries(Object.entries(value).filter(([key]) => !readerKeys.includes(key)))
  return JSON.stringify(shared).slice(0, -1)
}

/** A post or comment: its shared JSON, and what decides its per-reader fields (`at` in ms). */
export interface ItemPart {
  open: string
  authorId: string
  at: number
}

/** A reader as the writing loops need them: the last visit in milliseconds. */
export interface Reader {
  viewerId: string | null
  friendIds: ReadonlySet<string>
  visitedAt: number | null
}

export function readerOf(lens: ThreadLens): Reader {
  return { viewerId: lens.viewerId, friendIds: lens.friendIds, visitedAt: lens.lastVisitedAt?.getTime() ?? null }
}

export const isNewTo = (reader: Reader, authorId: string, at: number) => isNewAt(reader.viewerId, reader.visitedAt, authorId, at)

const visitor: ThreadLens = { viewerId: null, friendIds: new Set(), lastVisitedAt: null }

export function contributionPart(row: PostRow, totalComments: number): ItemPart {
  const shared = toContribution(row, visitor, { total: totalComments, fresh: 0 })
  return { open: openJson(shared, contributionReaderKeys), authorId: row.authorId, at: row.createdAt.getTime() }
}

export function commentPart(row: CommentRow): ItemPart {
  return { open: openJson(toComment(row, visitor), commentReaderKeys), authorId: row.authorId, at: row.createdAt.getTime() }
}

/** A post as `reader` sees it, given how many of its comments are new to them. */
export function closeContribution(part: ItemPart, reader: Reader, newComments: number): string {
  const own = part.authorId === reader.viewerId
  return `${part.open},"new":${isNewTo(reader, part.authorId, part.at)},"own":${own},"friend":${reader.friendIds.has(part.authorId)},"new_comments_amount":${newComments}}`
}

export function closeComment(part: ItemPart, reader: Reader): string {
  const own = part.authorId === reader.viewerId
  return `${part.open},"new":${isNewTo(reader, part.authorId, part.at)},"own":${own},"friend":${reader.friendIds.has(part.authorId)}}`
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

/** The shared part of a thread or summary object: everything but the reader's fields and `skip`. */
export function openThread(value: object, skip: readonly string[]): string {
  return openJson(value, [...threadReaderKeys, ...skip])
}

export function threadReaderJson(fields: ThreadReaderFields): string {
  return `,"new":${fields.new},"muted":${fields.muted},"hidden":${fields.hidden},"starred":${fields.starred},"new_posts_amount":${fields.new_posts_amount},"new_comments_amount":${fields.new_comments_amount}`
}

/**
 * Who wrote what when, sorted by time, overall and per author: how many items are new to a
 * reader is then two binary searches, not a walk over every post of a 4,000-row thread.
 */
export interface Tally {
  times: Float64Array
  byAuthor: Map<string, Float64Array>
}

export function tally(items: readonly { authorId: string; createdAt: Date }[]): Tally {
  const byAuthor = new Map<string, number[]>()
  for (const item of items) {
    const times = byAuthor.get(item.authorId)
    if (times) times.push(item.createdAt.getTime())
    else byAuthor.set(item.authorId, [item.createdAt.getTime()])
  }
  const sorted = (times: number[]) => Float64Array.from(times).sort()
  return {
    times: sorted(items.map((item) => item.createdAt.getTime())),
    byAuthor: new Map([...byAuthor].map(([author, times]) => [author, sorted(times)])),
  }
}

/** How many of the tallied items are new to `reader`: someone else's, after their last visit. */
export function countNew(counted: Tally, reader: Reader): number {
  if (reader.viewerId === null) return 0
  const own = counted.byAuthor.get(reader.viewerId)
  return countAfter(counted.times, reader.visitedAt) - (own ? countAfter(own, reader.visitedAt) : 0)
}

function countAfter(times: Float64Array, after: number | null): number {
  if (after === null) return times.length
  let low = 0
  let high = times.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((times[middle] ?? 0) > after) high = middle
    else low = middle + 1
  }
  return times.length - low
}
