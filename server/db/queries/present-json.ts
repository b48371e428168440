import { isNew, toComment, toContribution, type CommentRow, type PostRow, type ThreadLens } from './present'

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

/** A post or comment: its shared JSON, and what decides its per-reader fields. */
export interface ItemPart {
  open: string
  authorId: string
  createdAt: Date
}

const visitor: ThreadLens = { viewerId: null, friendIds: new Set(), lastVisitedAt: null }

export function contributionPart(row: PostRow, totalComments: number): ItemPart {
  const shared = toContribution(row, visitor, { total: totalComments, fresh: 0 })
  return { open: openJson(shared, contributionReaderKeys), authorId: row.authorId, createdAt: row.createdAt }
}

export function commentPart(row: CommentRow): ItemPart {
  return { open: openJson(toComment(row, visitor), commentReaderKeys), authorId: row.authorId, createdAt: row.createdAt }
}

/** A post as `reader` sees it, given how many of its comments are new to them. */
export function closeContribution(part: ItemPart, reader: ThreadLens, newComments: number): string {
  const own = part.authorId === reader.viewerId
  return `${part.open},"new":${isNew(reader, part.authorId, part.createdAt)},"own":${own},"friend":${reader.friendIds.has(part.authorId)},"new_comments_amount":${newComments}}`
}

export function closeComment(part: ItemPart, reader: ThreadLens): string {
  const own = part.authorId === reader.viewerId
  return `${part.open},"new":${isNew(reader, part.authorId, part.createdAt)},"own":${own},"friend":${reader.friendIds.has(part.authorId)}}`
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

/** Counts how many of `items` are new to `reader`: someone else's, after their last visit. */
export function countNew(items: readonly { authorId: string; createdAt: Date }[], reader: ThreadLens): number {
  if (reader.viewerId === null) return 0
  let fresh = 0
  for (const item of items) if (isNew(reader, item.authorId, item.createdAt)) fresh += 1
  return fresh
}
