import type { Board } from '../../src/contract/schemas/realm'
import type { BoardPatch, NewBoard } from '../../src/contract/schemas/board-admin'
import {
  boardIdsOf,
  bumpBoardThreads,
  deleteBoard,
  insertBoard,
  lockBoard,
  lockBoardsOfRealm,
  setBoardOrder,
  slugTaken,
  threadsOnBoard,
  updateBoard,
  type BoardFields,
} from '../db/queries/board-admin'
import { logModeration } from '../db/queries/moderation'
import { realmExists } from '../db/queries/realms'
import type { Db, Tx } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { boardOfRealm } from './realms'
import { recordBoardsChange } from './what-happened'
import type { Viewer } from './viewer'
import type { ViewerFacts } from './viewer-facts'

type LockedBoard = NonNullable<Awaited<ReturnType<typeof lockBoard>>>

const named = (board: { name: string; slug: string }) => `${board.name} (${board.slug})`

/** What a patch changes, in words for the log ("name: Tea → The Tea Room", "members only"); none when nothing. */
function changesSaid(before: LockedBoard, after: BoardFields): string[] {
  const said: string[] = []
  if (after.name !== before.name) said.push(`name: ${before.name} → ${after.name}`)
  if (after.slug !== before.slug) said.push(`address: ${before.slug} → ${after.slug}`)
  if (after.tagline !== before.tagline) said.push('tagline')
  if (after.description !== before.description) said.push('description')
  if (after.membersOnly !== before.membersOnly) said.push(after.membersOnly ? 'members only' : 'open to everyone')
  return said
}

/**
 * A realm's moderators run its boards (design.md, "Realm admin"): create, edit, delete an empty
 * one, and order them. Each change is one transaction with its log entry. A change to what a
 * board's threads say of it (its slug) or to who may read them moves their revisions, so no kept
 * copy of them is served again; who may read is checked on every read and every event batch, so
 * a board made members-only leaves visitors' answers and streams at once.
 */
export class BoardAdmin {
  constructor(private readonly sources: { db: Db; now: () => Date; facts: ViewerFacts }) {}

  async create(viewer: Viewer, realmId: string, input: NewBoard): Promise<Board> {
    await this.moderating(viewer, realmId)
    const fields: BoardFields = {
      slug: input.slug,
      name: input.name,
      tagline: input.tagline ?? '',
      description: input.description ?? null,
      membersOnly: input.members_only,
    }
    const created = await this.sources.db.transaction(async (tx) => {
      const row = await insertBoard(tx, realmId, fields)
      if (!row) throw new ApiError(409, messages.boardSlugTaken(fields.slug))
      await this.log(tx, viewer, realmId, { action: 'board_created', boardId: row.id, detail: named(fields) })
      await this.tell(tx, realmId)
      return row
    })
    return boardOfRealm(this.sources.db, realmId, created.id)
  }

  async update(viewer: Viewer, boardId: string, patch: BoardPatch): Promise<Board> {
    const realmId = await this.sources.db.transaction(async (tx) => {
      const board = await this.lockedForModerator(tx, viewer, boardId)
      const after: BoardFields = {
        slug: patch.slug ?? board.slug,
        name: patch.name ?? board.name,
        tagline: patch.tagline ?? board.tagline,
        description: patch.description === undefined ? board.description : patch.description,
        membersOnly: patch.members_only ?? board.membersOnly,
      }
      const changed = changesSaid(board, after)
      if (changed.length === 0) return board.realmId
      if (after.slug !== board.slug && (await slugTaken(tx, board.realmId, after.slug, boardId)))
        throw new ApiError(409, messages.boardSlugTaken(after.slug))
      await updateBoard(tx, boardId, after)
      if (after.slug !== board.slug || after.membersOnly !== board.membersOnly) await bumpBoardThreads(tx, boardId)
      await this.log(tx, viewer, board.realmId, { action: 'board_updated', boardId, detail: `${named(after)}: ${changed.join('; ')}` })
      await this.tell(tx, board.realmId)
      return board.realmId
    })
    return boardOfRealm(this.sources.db, realmId, boardId)
  }

  /** Deletes an empty board: one with threads is a 409 ("Move its threads first"). */
  async remove(viewer: Viewer, boardId: string): Promise<void> {
    await this.sources.db.transaction(async (tx) => {
      const board = await this.lockedForModerator(tx, viewer, boardId)
      if ((await threadsOnBoard(tx, boardId)) > 0) throw new ApiError(409, messages.boardHasThreads)
      // Logged first: the entry's board id is let go (set null) as the board goes; its name stays.
      await this.log(tx, viewer, board.realmId, { action: 'board_deleted', boardId, detail: named(board) })
      await deleteBoard(tx, boardId)
      // Its own followers too: they hear `reset`, and find it gone.
      await this.tell(tx, board.realmId, [boardId])
    })
  }

  /** Orders the realm's boards as `boardIds` says: every board once, no other (400). */
  async reorder(viewer: Viewer, realmId: string, boardIds: readonly string[]): Promise<void> {
    await this.moderating(viewer, realmId)
    await this.sources.db.transaction(async (tx) => {
      const present = await lockBoardsOfRealm(tx, realmId)
      const known = new Set(present.map((board) => board.id))
      if (boardIds.length !== known.size || new Set(boardIds).size !== boardIds.length || boardIds.some((id) => !known.has(id)))
        throw new ApiError(400, messages.boardOrderMismatch)
      if (present.every((board, index) => board.id === boardIds[index])) return
      await setBoardOrder(tx, boardIds)
      const slugs = boardIds.map((id) => present.find((board) => board.id === id)?.slug)
      await this.log(tx, viewer, realmId, { action: 'boards_reordered', boardId: null, detail: slugs.join(', ') })
      await this.tell(tx, realmId)
    })
  }

  /** Every board's followers hear of the change, last in its transaction. */
  private async tell(tx: Tx, realmId: string, gone: string[] = []): Promise<void> {
    await recordBoardsChange(tx, [...(await boardIdsOf(tx, realmId)), ...gone], this.sources.now())
  }

  /** 404 for an unknown realm, 403 for anyone who does not moderate it. */
  private async moderating(viewer: Viewer, realmId: string): Promise<void> {
    if (!(await realmExists(this.sources.db, realmId))) throw new ApiError(404, messages.realmNotFound(realmId))
    if ((await this.sources.facts.roleOf(viewer, realmId)) !== 'moderator') throw new ApiError(403, messages.moderatorsOnly)
  }

  private async lockedForModerator(tx: Tx, viewer: Viewer, boardId: string): Promise<LockedBoard> {
    const board = await lockBoard(tx, boardId)
    if (!board) throw new ApiError(404, messages.boardNotFound(boardId))
    if ((await this.sources.facts.roleOf(viewer, board.realmId)) !== 'moderator') throw new ApiError(403, messages.moderatorsOnly)
    return board
  }

  private log(
    tx: Tx,
    viewer: Viewer,
    realmId: string,
    entry: { action: 'board_created' | 'board_updated' | 'board_deleted' | 'boards_reordered'; boardId: string | null; detail: string },
  ) {
    return logModeration(tx, { realmId, moderatorId: viewer.id, ...entry, createdAt: this.sources.now() })
  }
}
