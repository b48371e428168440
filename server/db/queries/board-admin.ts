import { and, count, eq, max, sql } from 'drizzle-orm'
import { boards, threads } from '../schema'
import type { Tx } from '../types'

/**
 * A realm's moderators' changes to its boards (design.md, "Realm admin"). Each runs in the
 * change's transaction; a board's row is locked first (lockBoard), so two changes to one board
 * take turns and a thread started meanwhile waits for a deletion (its board key is shared).
 */

export interface BoardFields {
  slug: string
  name: string
  tagline: string
  description: string | null
  membersOnly: boolean
}

/** The board, locked until the transaction ends; undefined for an unknown one. */
export async function lockBoard(tx: Tx, boardId: string) {
  const [row] = await tx
    .select({
      id: boards.id,
      realmId: boards.realmId,
      slug: boards.slug,
      name: boards.name,
      tagline: boards.tagline,
      description: boards.description,
      membersOnly: boards.membersOnly,
    })
    .from(boards)
    .where(eq(boards.id, boardId))
    .for('update')
  return row
}

/** Whether another board of the realm has this slug. */
export async function slugTaken(tx: Tx, realmId: string, slug: string, except?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.realmId, realmId), eq(boards.slug, slug), except ? sql`${boards.id} <> ${except}` : sql`true`))
  return row !== undefined
}

/** A new board, last in the realm's order; undefined when its slug was taken meanwhile. */
export async function insertBoard(tx: Tx, realmId: string, fields: BoardFields): Promise<{ id: string } | undefined> {
  const [last] = await tx
    .select({ position: max(boards.position) })
    .from(boards)
    .where(eq(boards.realmId, realmId))
  const [row] = await tx
    .insert(boards)
    .values({ realmId, ...fields, position: (last?.position ?? -1) + 1 })
    .onConflictDoNothing({ target: [boards.realmId, boards.slug] })
    .returning({ id: boards.id })
  return row
}

export async function updateBoard(tx: Tx, boardId: string, fields: Partial<BoardFields>): Promise<void> {
  await tx.update(boards).set(fields).where(eq(boards.id, boardId))
}

/**
 * The board's threads' copies stop being served (their revisions move): their answers name the
 * board (its slug) and are kept per revision (forum/summaries.ts, forum/thread-answers.ts).
 */
export async function bumpBoardThreads(tx: Tx, boardId: string): Promise<void> {
  await tx
    .update(threads)
    .set({ revision: sql`${threads.revision} + 1` })
    .where(eq(threads.boardId, boardId))
}

export async function threadsOnBoard(tx: Tx, boardId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(threads).where(eq(threads.boardId, boardId))
  return row?.n ?? 0
}

export async function deleteBoard(tx: Tx, boardId: string): Promise<void> {
  await tx.delete(boards).where(eq(boards.id, boardId))
}

/** The realm's boards, locked, in their present order. */
export async function lockBoardsOfRealm(tx: Tx, realmId: string) {
  return tx
    .select({ id: boards.id, slug: boards.slug })
    .from(boards)
    .where(eq(boards.realmId, realmId))
    .orderBy(boards.position, boards.slug)
    .for('update')
}

/** Puts the boards in this order (each id's index its position). */
export async function setBoardOrder(tx: Tx, boardIds: readonly string[]): Promise<void> {
  for (const [position, id] of boardIds.entries()) await tx.update(boards).set({ position }).where(eq(boards.id, id))
}

/** The ids of the realm's boards, as they now stand. */
export async function boardIdsOf(tx: Tx, realmId: string): Promise<string[]> {
  const rows = await tx.select({ id: boards.id }).from(boards).where(eq(boards.realmId, realmId))
  return rows.map((row) => row.id)
}
