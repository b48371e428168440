import { sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import type { Db } from '../types'
import { boardUserStates } from '../schema'
import { rawRows } from './raw-rows'

export type BoardStateChange = Partial<Pick<typeof boardUserStates.$inferInsert, 'muted' | 'pinnedAt' | 'lastVisitedAt'>>

/** Sets the reader's settings of a board; setting one twice is the same as once. */
export async function setBoardState(db: Db, userId: string, boardId: string, change: BoardStateChange): Promise<void> {
  await db
    .insert(boardUserStates)
    .values({ userId, boardId, ...change })
    .onConflictDoUpdate({ target: [boardUserStates.userId, boardUserStates.boardId], set: change })
}

/** A pin keeps its first moment: pinning a pinned board again does not move it in the list. */
export async function pinBoard(db: Db, userId: string, boardId: string, now: Date): Promise<void> {
  await db
    .insert(boardUserStates)
    .values({ userId, boardId, pinnedAt: now })
    .onConflictDoUpdate({
      target: [boardUserStates.userId, boardUserStates.boardId],
      set: { pinnedAt: sql`coalesce(${boardUserStates.pinnedAt}, excluded.pinned_at)` },
    })
}

const stateRows = z.array(
  z.object({
    board_id: z.string(),
    muted: z.boolean(),
    pinned_at: z.nullable(z.coerce.date()),
    has_updates: z.boolean(),
  }),
)

export type ReaderBoardState = z.infer<typeof stateRows>[number]

/**
 * The reader's settings of each board of the realm, and whether someone else wrote on it since
 * their last visit (ever, for a board never visited): a post or comment by another author. The
 * posts' and comments' board index answers each from the visit on, stopping at the first found.
 */
export async function boardStatesOfRealm(db: Db, userId: string, realmId: string): Promise<ReaderBoardState[]> {
  const user = sql`${userId}::uuid`
  const since = sql`coalesce(s.last_visited_at, '-infinity'::timestamptz)`
  const rows = await rawRows(
    db,
    sql`
    select b.id as board_id, coalesce(s.muted, false) as muted, s.pinned_at,
      (exists (select 1 from posts p where p.board_id = b.id and p.created_at > ${since} and p.author_id <> ${user})
        or exists (select 1 from comments c where c.board_id = b.id and c.created_at > ${since} and c.author_id <> ${user})) as has_updates
    from boards b left join board_user_states s on s.board_id = b.id and s.user_id = ${user}
    where b.realm_id = ${realmId}::uuid`,
  )
  return stateRows.parse(rows)
}
