import { gzipSync } from 'node:zlib'
import { and, asc, eq } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { Comment } from '../../../src/api/schemas/comment'
import type { Thread } from '../../../src/api/schemas/thread'
import type { Db } from '../open'
import { comments, identities, posts, threads, threadUserStates } from '../schema'
import type { ThreadPlace } from './places'
import {
  commentColumns,
  isNew,
  postColumns,
  toComment,
  toContribution,
  type CommentCounts,
  type CommentRow,
  type PostRow,
  type ThreadLens,
} from './present'
import { friendIdsOf } from './summaries'

/** A thread's posts and comments as stored, the same for every reader. */
interface ThreadRows {
  revision: number
  lastActivityAt: Date
  posts: PostRow[]
  comments: CommentRow[]
}

/**
 * Recently read threads' rows, keyed by thread and checked against its revision on every
 * read, so a copy is never stale, even with several server processes on one PostgreSQL.
 * Reading a 4,000-row thread's rows is most of the cost of serving it.
 */
export type ThreadRowsCache = LRUCache<string, ThreadRows>

export function createThreadRowsCache(): ThreadRowsCache {
  return new LRUCache<string, ThreadRows>({
    maxSize: 50_000,
    sizeCalculation: (rows) => rows.posts.length + rows.comments.length + 1,
  })
}

/**
 * The revision and the rows come from one snapshot: a copy is only ever filed under the
 * revision its rows belong to, even while replies land. Without a cache (inside a write's
 * transaction) rows that are not committed yet are never filed for other readers.
 */
function threadRows(db: Db, threadId: string, cache?: ThreadRowsCache): Promise<ThreadRows | undefined> {
  return db.transaction(
    async (tx) => {
      const [thread] = await tx
        .select({ revision: threads.revision, lastActivityAt: threads.lastActivityAt })
        .from(threads)
        .where(eq(threads.id, threadId))
      if (!thread) return undefined
      const cached = cache?.get(threadId)
      if (cached?.revision === thread.revision) return cached
      const [postRows, commentRows] = await Promise.all([
        tx
          .select(postColumns)
          .from(posts)
          .innerJoin(identities, eq(identities.id, posts.identityId))
          .where(eq(posts.threadId, threadId))
          .orderBy(asc(posts.createdAt), asc(posts.id)),
        tx
          .select(commentColumns)
          .from(comments)
          .innerJoin(identities, eq(identities.id, comments.identityId))
          .where(eq(comments.threadId, threadId))
          .orderBy(asc(comments.createdAt), asc(comments.id)),
      ])
      const rows = { ...thread, posts: postRows, comments: commentRows }
      cache?.set(threadId, rows)
      return rows
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** The viewer's flags on the thread; all false for a visitor or a thread never touched. */
interface ViewerState {
  muted: boolean
  hidden: boolean
  starred: boolean
  lastVisitedAt: Date | null
}

const noState: ViewerState = { muted: false, hidden: false, starred: false, lastVisitedAt: null }

async function viewerState(db: Db, threadId: string, viewerId: string | null): Promise<ViewerState> {
  if (!viewerId) return noState
  const [row] = await db
    .select({
      muted: threadUserStates.muted,
      hidden: threadUserStates.hidden,
      starred: threadUserStates.starred,
      lastVisitedAt: threadUserStates.lastVisitedAt,
    })
    .from(threadUserStates)
    .where(and(eq(threadUserStates.threadId, threadId), eq(threadUserStates.userId, viewerId)))
  return row ?? noState
}

/**
 * The whole thread: its summary, every post in order, and each post's comments. The place
 * (board, realm, default view) is the one the route checked access with; every count is
 * taken from the rows themselves, so counts and lists always agree. A write answering with
 * the thread passes its transaction as `db`, and no cache.
 */
export async function loadThread(
  db: Db,
  place: ThreadPlace,
  viewerId: string | null,
  cache?: ThreadRowsCache,
): Promise<Thread | undefined> {
  const [rows, state, friendIds] = await Promise.all([
    threadRows(db, place.threadId, cache),
    viewerState(db, place.threadId, viewerId),
    friendIdsOf(db, viewerId),
  ])
  if (!rows) return undefined
  return presentThread(place, rows, state, { viewerId, friendIds, lastVisitedAt: state.lastVisitedAt })
}

/** An answer serialized once, as text and gzipped, for every reader it is the same for. */
export interface SerializedThread {
  json: string
  gzip: Uint8Array<ArrayBuffer>
}

/**
 * Visitors all get the same answer, so it is made once per copy of the rows (that is, per
 * revision: a reply makes new rows, and the answer goes with the old ones) and per place
 * (a move or a new default view changes it without a new revision).
 */
const visitorAnswers = new WeakMap<ThreadRows, { placeKey: string; answer: SerializedThread }>()

const anonymous: ThreadLens = { viewerId: null, friendIds: new Set(), lastVisitedAt: null }

/**
 * The thread as a visitor (not logged in) sees it, ready to send. The big thread is 2 MB of
 * JSON: building, checking and compressing it for each visitor would cost more than reading it.
 * `serialize` checks the answer against its schema before it is kept.
 */
export async function loadVisitorThread(
  db: Db,
  place: ThreadPlace,
  cache: ThreadRowsCache,
  serialize: (thread: Thread) => string,
): Promise<SerializedThread | undefined> {
  const rows = await threadRows(db, place.threadId, cache)
  if (!rows) return undefined
  const placeKey = JSON.stringify([place.boardId, place.boardSlug, place.realmId, place.realmSlug, place.defaultView])
  const kept = visitorAnswers.get(rows)
  if (kept?.placeKey === placeKey) return kept.answer
  const thread = presentThread(place, rows, noState, anonymous)
  if (!thread) return undefined
  const json = serialize(thread)
  const answer = { json, gzip: new Uint8Array(gzipSync(json)) }
  visitorAnswers.set(rows, { placeKey, answer })
  return answer
}

const noComments: CommentCounts = { total: 0, fresh: 0 }

function presentThread(place: ThreadPlace, rows: ThreadRows, state: ViewerState, lens: ThreadLens): Thread | undefined {
  const starterIndex = rows.posts.findIndex((row) => row.parentPostId === null)
  const starter = rows.posts[starterIndex]
  if (!starter) return undefined

  const commentsByPost: Record<string, Comment[]> = {}
  const countsByPost = new Map<string, CommentCounts>()
  let freshComments = 0
  for (const row of rows.comments) {
    ;(commentsByPost[row.postId] ??= []).push(toComment(row, lens))
    const counts = countsByPost.get(row.postId) ?? { total: 0, fresh: 0 }
    counts.total += 1
    if (isNew(lens, row.authorId, row.createdAt)) {
      counts.fresh += 1
      freshComments += 1
    }
    countsByPost.set(row.postId, counts)
  }
  const contributions = rows.posts.map((row) => toContribution(row, lens, countsByPost.get(row.id) ?? noComments))
  const starterContribution = contributions[starterIndex]
  if (!starterContribution) return undefined

  return {
    id: place.threadId,
    parent_board_slug: place.boardSlug,
    parent_board_id: place.boardId,
    parent_realm_slug: place.realmSlug,
    parent_realm_id: place.realmId,
    starter: starterContribution,
    default_view: place.defaultView,
    // A thread is new until the viewer first opens it, unless they started it.
    new: lens.viewerId !== null && starter.authorId !== lens.viewerId && state.lastVisitedAt === null,
    muted: state.muted,
    hidden: state.hidden,
    starred: state.starred,
    new_posts_amount: contributions.filter((post) => post.new).length,
    new_comments_amount: freshComments,
    total_comments_amount: rows.comments.length,
    total_posts_amount: rows.posts.length,
    direct_threads_amount: rows.posts.filter((row) => row.parentPostId === starter.id).length,
    last_activity_at: rows.lastActivityAt.toISOString(),
    posts: contributions,
    comments: commentsByPost,
  }
}
