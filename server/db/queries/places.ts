import { and, eq, isNull } from 'drizzle-orm'
import type { RealmRole } from '../../../src/api/schemas/me'
import type { Db } from '../open'
import { boards, posts, realmMembers, realms, threads } from '../schema'

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

export async function findThreadPlace(db: Db, threadId: string): Promise<ThreadPlace | undefined> {
  const [row] = await db
    .select({
      ...boardPlaceColumns,
      threadId: threads.id,
      defaultView: threads.defaultView,
      starterAuthorId: posts.authorId,
    })
    .from(threads)
    .innerJoin(boards, eq(boards.id, threads.boardId))
    .innerJoin(realms, eq(realms.id, boards.realmId))
    .innerJoin(posts, and(eq(posts.threadId, threads.id), isStarter()))
    .where(eq(threads.id, threadId))
  return row
}

/** The place of the thread a post belongs to. */
export async function findPostPlace(db: Db, postId: string): Promise<ThreadPlace | undefined> {
  const [post] = await db.select({ threadId: posts.threadId }).from(posts).where(eq(posts.id, postId))
  return post && findThreadPlace(db, post.threadId)
}

export async function roleIn(db: Db, userId: string, realmId: string): Promise<RealmRole | null> {
  const [row] = await db
    .select({ role: realmMembers.role })
    .from(realmMembers)
    .where(and(eq(realmMembers.userId, userId), eq(realmMembers.realmId, realmId)))
  return row?.role ?? null
}

/** The starter is the thread's one post without a parent. */
export function isStarter() {
  return isNull(posts.parentPostId)
}
