import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { EMPTY_DELTA } from '../../../src/contract/schemas/own-words'
import type { Tags } from '../../../src/contract/schemas/tags'
import { searchTextOf } from '../../lib/excerpt'
import type { Db, Tx } from '../types'
import { comments, identities, notifications, posts, revisions, threads, uploadReferences } from '../schema'
import { QUOTING_KINDS } from './notifications'
import { rawRows } from './raw-rows'
import { commentColumns, postColumns, type CommentRow, type PostRow } from './rows'

/*
 * Editing and deleting one's own words (design.md, "Own words"; docs/decisions/051). Every
 * statement runs in the write's transaction, after lockPostForEdit or lockCommentForEdit: two
 * edits of one post go one after the other, and the second finds the first's revision.
 */

/** A version as it is kept in the history. */
export interface RevisionRow {
  revision: number
  content: string
  tags: Tags
  createdAt: Date
}

/** A comment's tags, and a deleted post's. */
export const NO_TAGS: Tags = { whisper_tags: [], index_tags: [], category_tags: [], content_warnings: [] }

const postQuery = (db: Db | Tx, postId: string) =>
  db.select(postColumns).from(posts).innerJoin(identities, eq(identities.id, posts.identityId)).where(eq(posts.id, postId))
const commentQuery = (db: Db | Tx, commentId: string) =>
  db.select(commentColumns).from(comments).innerJoin(identities, eq(identities.id, comments.identityId)).where(eq(comments.id, commentId))

/** The post as it stands; undefined for an unknown one. */
export async function findPostWords(db: Db, postId: string): Promise<PostRow | undefined> {
  return (await postQuery(db, postId))[0]
}

export async function findCommentWords(db: Db, commentId: string): Promise<CommentRow | undefined> {
  return (await commentQuery(db, commentId))[0]
}

/** The post, its row locked until the transaction ends; undefined for an unknown one. */
export async function lockPostForEdit(tx: Tx, postId: string): Promise<PostRow | undefined> {
  return (await postQuery(tx, postId).for('update', { of: posts }))[0]
}

/** The comment, its row locked until the transaction ends; undefined for an unknown one. */
export async function lockCommentForEdit(tx: Tx, commentId: string): Promise<CommentRow | undefined> {
  return (await commentQuery(tx, commentId).for('update', { of: comments }))[0]
}

/** Keeps a version that an edit replaces, in the history. */
export async function keepRevision(tx: Tx, of: { postId: string } | { commentId: string }, version: RevisionRow): Promise<void> {
  await tx.insert(revisions).values({
    ...of,
    revision: version.revision,
    content: version.content,
    whisperTags: version.tags.whisper_tags,
    indexTags: version.tags.index_tags,
    categoryTags: version.tags.category_tags,
    contentWarnings: version.tags.content_warnings,
    createdAt: version.createdAt,
  })
}

/** The new words of a post, its next revision and when it was edited (null within the grace after posting). */
export async function rewritePost(tx: Tx, postId: string, to: { content: string; tags: Tags; revision: number; editedAt: Date | null }) {
  await tx
    .update(posts)
    .set({
      content: to.content,
      whisperTags: to.tags.whisper_tags,
      indexTags: to.tags.index_tags,
      categoryTags: to.tags.category_tags,
      contentWarnings: to.tags.content_warnings,
      revision: to.revision,
      editedAt: to.editedAt,
      // The search document follows in the same statement: the old words stop matching at commit.
      searchText: searchTextOf(to.content),
    })
    .where(eq(posts.id, postId))
}

export async function rewriteComment(tx: Tx, commentId: string, to: { content: string; revision: number; editedAt: Date | null }) {
  await tx
    .update(comments)
    .set({ content: to.content, revision: to.revision, editedAt: to.editedAt, searchText: searchTextOf(to.content) })
    .where(eq(comments.id, commentId))
}

/**
 * Erases a post's words: its content becomes the empty delta and its tags none, every version
 * in its history is deleted, and so are the notifications' excerpts of it and its hold on
 * uploaded pictures (unshown, they are swept a day after their upload). Its place, its replies
 * and its comments stay.
 */
export async function erasePost(tx: Tx, postId: string, revision: number): Promise<void> {
  await tx
    .update(posts)
    .set({
      content: EMPTY_DELTA,
      whisperTags: [],
      indexTags: [],
      categoryTags: [],
      contentWarnings: [],
      searchText: '',
      deleted: true,
      revision,
    })
    .where(eq(posts.id, postId))
  await tx.delete(revisions).where(eq(revisions.postId, postId))
  await tx.delete(uploadReferences).where(eq(uploadReferences.postId, postId))
  await tx
    .update(notifications)
    .set({ excerpt: '' })
    .where(and(eq(notifications.postId, postId), sql`${notifications.commentId} is null`, inArray(notifications.kind, [...QUOTING_KINDS])))
}

export async function eraseComment(tx: Tx, commentId: string, revision: number): Promise<void> {
  await tx.update(comments).set({ content: EMPTY_DELTA, searchText: '', deleted: true, revision }).where(eq(comments.id, commentId))
  await tx.delete(revisions).where(eq(revisions.commentId, commentId))
  await tx.delete(uploadReferences).where(eq(uploadReferences.commentId, commentId))
  await tx
    .update(notifications)
    .set({ excerpt: '' })
    .where(and(eq(notifications.commentId, commentId), inArray(notifications.kind, [...QUOTING_KINDS])))
}

/** A post's notifications say its words as they are now. */
export async function setPostExcerpts(tx: Tx, postId: string, excerpt: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ excerpt })
    .where(and(eq(notifications.postId, postId), sql`${notifications.commentId} is null`, inArray(notifications.kind, [...QUOTING_KINDS])))
}

/**
 * The chain a comment is part of, first part first: a chain's notification names its first
 * part and quotes every part still shown, neither deleted nor removed (forum/what-happened.ts).
 */
export async function commentChainOf(tx: Tx, commentId: string): Promise<{ id: string; content: string; shown: boolean }[]> {
  return rawRows<{ id: string; content: string; shown: boolean }>(
    tx,
    sql`
    with recursive up as (
      select id, chain_parent_id from comments where id = ${commentId}
      union all
      select c.id, c.chain_parent_id from comments c join up on c.id = up.chain_parent_id
    ), down as (
      select c.id, c.content, not c.deleted and c.removed_at is null as shown, c.created_at
      from comments c where c.id = (select id from up where chain_parent_id is null)
      union all
      select c.id, c.content, not c.deleted and c.removed_at is null, c.created_at from comments c join down on c.chain_parent_id = down.id
    )
    select id, content, shown from down order by created_at`,
  )
}

/** The notifications of a chain (named by its first part) say its words as they are now. */
export async function setCommentExcerpts(tx: Tx, firstCommentId: string, excerpt: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ excerpt })
    .where(and(eq(notifications.commentId, firstCommentId), inArray(notifications.kind, [...QUOTING_KINDS])))
}

/** The thread's copies stop being served (its revision moves), without it rising in its board. */
export async function bumpThreadRevision(tx: Tx, threadId: string): Promise<number | undefined> {
  const [bumped] = await tx
    .update(threads)
    .set({ revision: sql`${threads.revision} + 1` })
    .where(eq(threads.id, threadId))
    .returning({ revision: threads.revision })
  return bumped?.revision
}

/** How many comments a post has, for its answer. */
export async function commentCountOf(tx: Tx, postId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(comments)
    .where(eq(comments.postId, postId))
  return row?.count ?? 0
}

/** The versions a post or comment had before its current one, newest first. */
export async function revisionsOf(db: Db, of: { postId: string } | { commentId: string }): Promise<RevisionRow[]> {
  const rows = await db
    .select()
    .from(revisions)
    .where('postId' in of ? eq(revisions.postId, of.postId) : eq(revisions.commentId, of.commentId))
    .orderBy(desc(revisions.revision))
  return rows.map((row) => ({
    revision: row.revision,
    content: row.content,
    tags: 'postId' in of ? tagsOf(row) : NO_TAGS,
    createdAt: row.createdAt,
  }))
}

/** A post row's tags as answers carry them. */
export function tagsOf(row: Pick<PostRow, 'whisperTags' | 'indexTags' | 'categoryTags' | 'contentWarnings'>): Tags {
  return {
    whisper_tags: row.whisperTags,
    index_tags: row.indexTags,
    category_tags: row.categoryTags,
    content_warnings: row.contentWarnings,
  }
}
