import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../open'
import { boards, posts, realms, threads } from '../schema'

/** Where a board sits, and who may read it. */
export interface BoardPlace {
  boardId: string
  boardSlug: string
  membersOnly: boolean
  realmId: string
  realmSlug: string
}

export interface ThreadPlace extends BoardPlace {
  threadId: string
  defaultView: string
  starterAuthorId: string
  /** The thread's revision as this place was read: copies of the thread at least this new may serve it. */
  revision: number
}

const boardPlaceColumns = {
  boardId: boards.id,
  boardSlug: boards.slug,
  membersOnly: boards.membersOnly,
  realmId: realms.id,
  realmSlug: realms.slug,
}

export async function findBoardPlace(db: Db, boardId: string): Promise<BoardPlace | undefined> {
  const [row] = await db
    .select(boardPlaceColumns)
    .from(boards)
    .innerJoin(realms, eq(realms.id, boards.realmId))
    .where(eq(boards.id, boardId))
  return row
}

/** The places of `threadIds`, by thread id (unknown ids are left out). */
export async function findThreadPlaces(db: Db, threadIds: readonly string[]): Promise<Map<string, ThreadPlace>> {
  const rows = await db
    .select({
      ...boardPlaceColumns,
      threadId: threads.id,
      defaultView: threads.defaultView,
      starterAuthorId: posts.authorId,
      revision: threads.revision,
    })
    .from(threads)
    .innerJoin(boards, eq(boards.id, threads.boardId))
    .innerJoin(realms, eq(realms.id, boards.realmId))
    .innerJoin(posts, and(eq(posts.threadId, threads.id), isStarter()))
    .where(inArray(threads.id, [...threadIds]))
  return new Map(rows.map((row) => [row.threadId, row]))
}

export async function findThreadPlace(db: Db, threadId: string): Promise<ThreadPlace | undefined> {
  return (await findThreadPlaces(db, [threadId])).get(threadId)
}

/**
 * What a thread's answer says of the thread itself, besides its posts: its place, view, last
 * activity and the revision those belong to. Read inside the snapshot that reads its rows.
 */
export function threadHeads(db: Db, threadIds: readonly string[]) {
  return db
    .select({
      ...boardPlaceColumns,
      id: threads.id,
      revision: threads.revision,
      defaultView: threads.defaultView,
      lastActivityAt: threads.lastActivityAt,
    })
    .from(threads)
    .innerJoin(boards, eq(boards.id, threads.boardId))
    .innerJoin(realms, eq(realms.id, boards.realmId))
    .where(inArray(threads.id, [...threadIds]))
}

/** The place of the thread a post belongs to. */
export async function findPostPlace(db: Db, postId: string): Promise<ThreadPlace | undefined> {
  const [post] = await db.select({ threadId: posts.threadId }).from(posts).where(eq(posts.id, postId))
  return post && findThreadPlace(db, post.threadId)
}

/** The starter is the thread's one post without a parent. */
export function isStarter() {
  return isNull(posts.parentPostId)
}
