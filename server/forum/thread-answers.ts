import { gzipSync } from 'node:zlib'
import { threadSchema, type Thread } from '../../src/contract/schemas/thread'
import { RevisionCache } from '../cache/revision-cache'
import type { PostRow } from '../db/queries/rows'
import { readThreadRows } from '../db/queries/thread-rows'
import type { Db } from '../db/types'
import {
  closeComment,
  closeContribution,
  commentGroupJson,
  commentPart,
  contributionPart,
  isNewTo,
  openThread,
  readerOf,
  assembleThreadJson,
  type ItemPart,
  type ThreadHead,
} from './answer-json'
import { VISITOR_LENS, type ThreadLens } from './present'
import { noFlags, type ThreadFlags } from './viewer-facts'

/**
 * A thread as of one revision, ready to be written for any reader: its shared JSON in parts
 * (answer-json.ts) and what decides each reader's fields. The big thread is 4,000 rows and
 * 2 MB of JSON: reading, building and checking it once per revision instead of once per
 * reader is most of what serving it costs.
 */
export interface ThreadParts {
  threadId: string
  revision: number
  /** What the answer says of the thread itself; `open` is it written out. */
  head: ThreadHead
  open: string
  posts: (ItemPart & { id: string })[]
  starterIndex: number
  /** Comments by post, in the order each post's first comment was written. */
  commentGroups: { postId: string; key: string; items: ItemPart[] }[]
  /** The answer for visitors (not logged in), checked against the schema once, when made. */
  visitor: SerializedThread
}

/** An answer serialized once, as text and gzipped. */
export interface SerializedThread {
  json: string
  gzip: Uint8Array<ArrayBuffer>
}

/**
 * Recently read threads by id, each trusted only for the revision it was read at, which the
 * request checks against the database: never stale, even with several server processes on
 * one PostgreSQL.
 */
export function threadRowsCache(): RevisionCache<ThreadParts> {
  return new RevisionCache<ThreadParts>({
    maxSize: 50_000,
    sizeCalculation: (parts) => parts.posts.length + parts.commentGroups.reduce((sum, group) => sum + group.items.length, 1),
  })
}

/** The thread's parts, made of its rows as one snapshot holds them; undefined for an unknown thread. */
async function readThreadParts(db: Db, threadId: string): Promise<ThreadParts | undefined> {
  const rows = await readThreadRows(db, threadId)
  if (!rows) return undefined
  const { thread, postRows, commentRows } = rows
  const starterIndex = postRows.findIndex((row) => row.parentPostId === null)
  const starter = postRows[starterIndex]
  if (!starter) return undefined

  const commentGroups = new Map<string, { postId: string; key: string; items: ItemPart[] }>()
  for (const row of commentRows) {
    let group = commentGroups.get(row.postId)
    if (!group) commentGroups.set(row.postId, (group = { postId: row.postId, key: JSON.stringify(row.postId), items: [] }))
    group.items.push(commentPart(row))
  }
  const head: ThreadHead = {
    id: threadId,
    parent_board_slug: thread.boardSlug,
    parent_board_id: thread.boardId,
    parent_realm_slug: thread.realmSlug,
    parent_realm_id: thread.realmId,
    default_view: thread.defaultView,
    total_comments_amount: commentRows.length,
    total_posts_amount: postRows.length,
    direct_threads_amount: postRows.filter((row) => row.parentPostId === starter.id).length,
    last_activity_at: thread.lastActivityAt.toISOString(),
  }
  const parts: ThreadParts = {
    threadId,
    revision: thread.revision,
    head,
    open: openThread(head),
    posts: postRows.map((row) => ({ ...contributionPart(row, commentGroups.get(row.id)?.items.length ?? 0), id: row.id })),
    starterIndex,
    commentGroups: [...commentGroups.values()],
    visitor: { json: '', gzip: new Uint8Array() },
  }
  const json = threadJson(parts, VISITOR_LENS, noFlags)
  // Checked once here; a reader's answer differs only in the booleans and counts threadJson writes.
  threadSchema.parse(JSON.parse(json))
  parts.visitor = serialized(json)
  return parts
}

const serialized = (json: string): SerializedThread => ({ json, gzip: new Uint8Array(gzipSync(json)) })

/**
 * An edit of one post, made in this process, put into the thread's cached parts rather than
 * having the next reader read and build the whole thread again. Only when the copy kept is of
 * the revision just before the edit's: the thread's revision moves one at a time, under the
 * thread row's lock, so the edit is then all that differs. Any other copy is left alone, and
 * the next read makes the thread afresh (as in every other process).
 */
export function keepEditedPost(
  cache: RevisionCache<ThreadParts>,
  edit: { threadId: string; revision: number; row: PostRow; totalComments: number },
): void {
  const kept = cache.atLeast(edit.threadId, edit.revision - 1)
  const index = kept?.revision === edit.revision - 1 ? kept.posts.findIndex((post) => post.id === edit.row.id) : -1
  if (!kept || index < 0) return
  const posts = kept.posts.with(index, { ...contributionPart(edit.row, edit.totalComments), id: edit.row.id })
  const parts: ThreadParts = { ...kept, revision: edit.revision, posts }
  // The parts are made by the functions that made them at first: no need to check the whole thread again.
  cache.keep(edit.threadId, { ...parts, visitor: serialized(threadJson(parts, VISITOR_LENS, noFlags)) })
}

/**
 * A reply made in this process, put into the thread's cached parts as keepEditedPost puts an
 * edit: only onto the copy of the revision just before the reply's (the reply is then all that
 * differs), where a fresh read would place it (by time, then id), with the thread's counts and
 * activity as the reply left them. Under a busy board every reply made the next reader of its
 * thread in this process read and build the whole thread again.
 */
export function keepRepliedPost(
  cache: RevisionCache<ThreadParts>,
  reply: { threadId: string; row: PostRow; bump: { revision: number; lastActivityAt: Date } },
): void {
  const { row, bump } = reply
  const kept = cache.atLeast(reply.threadId, bump.revision - 1)
  const starter = kept?.posts[kept.starterIndex]
  if (!kept || kept.revision !== bump.revision - 1 || !starter) return
  const part = { ...contributionPart(row, 0), id: row.id }
  const after = (post: ThreadParts['posts'][number]) => post.at > part.at || (post.at === part.at && post.id > part.id)
  const at = kept.posts.findIndex(after)
  const index = at < 0 ? kept.posts.length : at
  const head: ThreadHead = {
    ...kept.head,
    total_posts_amount: kept.head.total_posts_amount + 1,
    direct_threads_amount: kept.head.direct_threads_amount + (row.parentPostId === starter.id ? 1 : 0),
    last_activity_at: bump.lastActivityAt.toISOString(),
  }
  const parts: ThreadParts = {
    ...kept,
    revision: bump.revision,
    head,
    open: openThread(head),
    posts: kept.posts.toSpliced(index, 0, part),
    starterIndex: index <= kept.starterIndex ? kept.starterIndex + 1 : kept.starterIndex,
  }
  // Made by the functions that made the parts at first: no need to check the whole thread again.
  cache.keep(reply.threadId, { ...parts, visitor: serialized(threadJson(parts, VISITOR_LENS, noFlags)) })
}

/**
 * The thread's parts at revision `atLeast` or later: the cached copy when it is that new,
 * else read afresh (and kept, unless `cache` is left out, as inside a write's transaction,
 * whose rows others must not see before it commits).
 */
export async function threadParts(
  db: Db,
  threadId: string,
  atLeast: number,
  cache?: RevisionCache<ThreadParts>,
): Promise<ThreadParts | undefined> {
  return cache ? cache.read(threadId, atLeast, () => readThreadParts(db, threadId)) : readThreadParts(db, threadId)
}

/** The whole thread as JSON text, as `lens`'s viewer sees it with their flags on it. */
export function threadJson(parts: ThreadParts, lens: ThreadLens, flags: ThreadFlags): string {
  const reader = readerOf(lens)
  const newCommentsByPost = new Map<string, number>()
  let newComments = 0
  const groups = parts.commentGroups.map((group) => {
    let fresh = 0
    const items = group.items.map((item) => {
      if (isNewTo(reader, item.authorId, item.at)) fresh += 1
      return closeComment(item, reader)
    })
    newCommentsByPost.set(group.postId, fresh)
    newComments += fresh
    return commentGroupJson(group.key, items)
  })
  let newPosts = 0
  const postsJson = parts.posts.map((post) => {
    if (isNewTo(reader, post.authorId, post.at)) newPosts += 1
    return closeContribution(post, reader, newCommentsByPost.get(post.id) ?? 0)
  })
  const starter = parts.posts[parts.starterIndex]
  const fields = {
    // A thread is new until the viewer first opens it, unless they started it.
    new: reader.viewerId !== null && starter?.authorId !== reader.viewerId && flags.lastVisitedAt === null,
    muted: flags.muted,
    hidden: flags.hidden,
    starred: flags.starred,
    new_posts_amount: newPosts,
    new_comments_amount: newComments,
  }
  return assembleThreadJson(parts.open, fields, { starter: postsJson[parts.starterIndex] ?? '', posts: postsJson, commentGroups: groups })
}

/** The thread as its author sees it right after writing it, inside the write's transaction. */
export async function loadThreadForAuthor(db: Db, threadId: string, authorId: string): Promise<Thread | undefined> {
  const parts = await threadParts(db, threadId, 0)
  if (!parts) return undefined
  const author: ThreadLens = { viewerId: authorId, friendIds: new Set(), lastVisitedAt: null }
  const thread: unknown = JSON.parse(threadJson(parts, author, noFlags))
  threadSchema.parse(thread)
  // The object as parsed from the text, not the schema's copy: its keys keep the order of
  // GET /threads/{id}, so the stored answer reads exactly like a later GET.
  return thread as Thread
}
