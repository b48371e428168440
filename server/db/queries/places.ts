import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import * as z from 'zod/mini'
import { hotReads, type Row } from '../hot-reads'
import type { Db } from '../types'
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

/** The read of a board's place, as SQL that can go beside another read (db/hot-reads.ts). */
export function boardPlaceQuery(boardId: string): SQL {
  return sql`select b.id as board_id, b.slug as board_slug, b.members_only, r.id as realm_id, r.slug as realm_slug
    from boards b join realms r on r.id = b.realm_id where b.id = ${boardId}::uuid`
}

const boardPlaceRows = z.array(
  z.object({ board_id: z.string(), board_slug: z.string(), members_only: z.boolean(), realm_id: z.string(), realm_slug: z.string() }),
)

/** The place boardPlaceQuery read, if the board is there. */
export function boardPlaceOf(rows: readonly Row[]): BoardPlace | undefined {
  const [row] = boardPlaceRows.parse(rows)
  return (
    row && {
      boardId: row.board_id,
      boardSlug: row.board_slug,
      membersOnly: row.members_only,
      realmId: row.realm_id,
      realmSlug: row.realm_slug,
    }
  )
}

export async function findBoardPlace(db: Db, boardId: string): Promise<BoardPlace | undefined> {
  const [rows] = await hotReads(db, [boardPlaceQuery(boardId)])
  return boardPlaceOf(rows ?? [])
}

/** The read of threads' places, to which a `where` says which. */
function threadPlaces(db: Db) {
  return db
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
}

/** The places of `threadIds`, by thread id (unknown ids are left out). */
export async function findThreadPlaces(db: Db, threadIds: readonly string[]): Promise<Map<string, ThreadPlace>> {
  const rows = await threadPlaces(db).where(inArray(threads.id, [...threadIds]))
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
  // One statement: the post's thread is found inside it (its `posts` is the subquery's own).
  const [place] = await threadPlaces(db).where(eq(threads.id, sql`(select ${posts.threadId} from ${posts} where ${posts.id} = ${postId})`))
  return place
}

/** The starter is the thread's one post without a parent. */
export function isStarter() {
  return isNull(posts.parentPostId)
}
