import type { Comment } from '../../src/contract/schemas/comment'
import type { Contribution } from '../../src/contract/schemas/contribution'
import type { CommentRow, PostRow } from '../db/queries/rows'
import { EMPTY_DELTA } from '../../src/contract/schemas/own-words'
import { NO_TAGS } from '../db/queries/own-words'

/**
 * What a viewer knows about one thread: enough to say whether a post is their own,
 * a friend's, or new since their last visit (design: new / own / friend).
 */
export interface ThreadLens {
  viewerId: string | null
  friendIds: ReadonlySet<string>
  lastVisitedAt: Date | null
  /** A moderator of the thread's realm: reads what was removed, with the reason. */
  moderator?: boolean
}

/** A visitor's lens: nobody signed in, no friends, no visit. */
export const VISITOR_LENS: ThreadLens = { viewerId: null, friendIds: new Set(), lastVisitedAt: null }

/** Who a removal shows to: the viewer, a moderator of the realm or not (friends and visits play no part). */
export function readerLens(viewer: { id: string } | null, role: string | null): ThreadLens {
  return { ...VISITOR_LENS, viewerId: viewer?.id ?? null, moderator: role === 'moderator' }
}

/** How an author sees what they just wrote: their own, never new, never a friend's. */
export function authorLens(viewerId: string): ThreadLens {
  return { viewerId, friendIds: new Set(), lastVisitedAt: null }
}

function isNew(lens: ThreadLens, authorId: string, createdAt: Date): boolean {
  return isNewAt(lens.viewerId, lens.lastVisitedAt?.getTime() ?? null, authorId, createdAt.getTime())
}

/** isNew with times in milliseconds, for loops over thousands of rows. */
// New means someone else's, after the viewer's last visit; all of it if never visited (docs/decisions/006).
export function isNewAt(viewerId: string | null, visitedAt: number | null, authorId: string, at: number): boolean {
  if (viewerId === null || authorId === viewerId) return false
  return visitedAt === null || at > visitedAt
}

export interface CommentCounts {
  total: number
  fresh: number
}

export function toContribution(row: PostRow, lens: ThreadLens, counts: CommentCounts): Contribution {
  return {
    id: row.id,
    parent_thread_id: row.threadId,
    parent_post_id: row.parentPostId,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    secret_identity: row.identity,
    user_identity: null,
    new: isNew(lens, row.authorId, row.createdAt),
    own: row.authorId === lens.viewerId,
    friend: lens.friendIds.has(row.authorId),
    total_comments_amount: counts.total,
    new_comments_amount: counts.fresh,
    tags: {
      whisper_tags: row.whisperTags,
      index_tags: row.indexTags,
      category_tags: row.categoryTags,
      content_warnings: row.contentWarnings,
    },
    ...ownWordsOf(row),
    ...removalOf(row, lens),
    ...(hiddenFrom(row, lens) ? { content: EMPTY_DELTA, tags: NO_TAGS } : {}),
  }
}

export function toComment(row: CommentRow, lens: ThreadLens): Comment {
  return {
    id: row.id,
    parent_comment_id: row.parentCommentId,
    chain_parent_id: row.chainParentId,
    parent_post_id: row.postId,
    created_at: row.createdAt.toISOString(),
    content: row.content,
    secret_identity: row.identity,
    user_identity: null,
    friend: lens.friendIds.has(row.authorId),
    own: row.authorId === lens.viewerId,
    new: isNew(lens, row.authorId, row.createdAt),
    ...ownWordsOf(row),
    ...removalOf(row, lens),
    ...(hiddenFrom(row, lens) ? { content: EMPTY_DELTA } : {}),
  }
}

/** Where a post's or comment's words stand: edited, deleted. */
function ownWordsOf(row: Pick<PostRow, 'revision' | 'editedAt' | 'deleted'>) {
  return { revision: row.revision, edited_at: row.editedAt?.toISOString() ?? null, deleted: row.deleted }
}

type Removable = Pick<PostRow, 'authorId' | 'deleted' | 'removedAt' | 'removalReason'>

/** Whether `lens`'s viewer may read a removed post's or comment's words: its author, and the realm's moderators. */
const readsRemoved = (row: Pick<PostRow, 'authorId'>, lens: ThreadLens) => row.authorId === lens.viewerId || lens.moderator === true

/** A moderator's removal as the viewer may know it (a deletion by the author erases the words anyway). */
function removalOf(row: Removable, lens: ThreadLens) {
  const removed = row.removedAt !== null && !row.deleted
  return { removed, removal_reason: removed && readsRemoved(row, lens) ? row.removalReason : null }
}

/** Removed, and not for this viewer's eyes: its words and tags are left out. */
export const hiddenFrom = (row: Removable, lens: ThreadLens) => row.removedAt !== null && !row.deleted && !readsRemoved(row, lens)
