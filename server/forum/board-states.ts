import type { Board, Realm } from '../../src/contract/schemas/realm'
import { type BoardStateChange, boardStatesOfRealm, pinBoard, setBoardState } from '../db/queries/board-states'
import type { Db } from '../db/types'
import { assertCanReadBoard } from './permissions'
import type { Viewer } from './viewer'
import type { ViewerFacts } from './viewer-facts'

/**
 * The reader's own settings of boards (design.md, "Reader controls"): mute, pin, and the visit
 * that ends a board's news. Only a board the reader may read takes them (403 otherwise), and a
 * realm's answer shows them only for boards the reader may read: a pinned board that became
 * members-only for them leaves their pins.
 */
export class BoardStates {
  constructor(private readonly sources: { db: Db; now: () => Date; facts: ViewerFacts }) {}

  async mute(viewer: Viewer, boardId: string, muted: boolean): Promise<void> {
    await this.change(viewer, boardId, { muted })
  }

  async pin(viewer: Viewer, boardId: string, pinned: boolean): Promise<void> {
    await this.readable(viewer, boardId)
    if (pinned) await pinBoard(this.sources.db, viewer.id, boardId, this.sources.now())
    else await setBoardState(this.sources.db, viewer.id, boardId, { pinnedAt: null })
  }

  async visit(viewer: Viewer, boardId: string): Promise<void> {
    await this.change(viewer, boardId, { lastVisitedAt: this.sources.now() })
  }

  /**
   * The realm as `viewer` sees it: each board's `muted`, `pinned` and `has_updates`, pinned
   * boards first (oldest pin first), the rest in the realm's order.
   */
  async realmFor(viewer: Viewer, realm: Realm): Promise<Realm> {
    const [states, role] = await Promise.all([
      boardStatesOfRealm(this.sources.db, viewer.id, realm.id),
      this.sources.facts.roleOf(viewer, realm.id),
    ])
    const byBoard = new Map(states.map((state) => [state.board_id, state]))
    const shown = realm.boards.map((board): Board & { pinnedAt: number } => {
      const state = byBoard.get(board.id)
      if (!state || (board.members_only && !role)) return { ...board, pinnedAt: Infinity }
      const pinnedAt = state.pinned_at?.getTime() ?? Infinity
      return { ...board, muted: state.muted, pinned: pinnedAt !== Infinity, has_updates: state.has_updates, pinnedAt }
    })
    // A stable sort: unpinned boards keep the realm's order.
    const boards = shown.sort((a, b) => a.pinnedAt - b.pinnedAt).map(({ pinnedAt: _pinnedAt, ...board }) => board)
    return { ...realm, boards }
  }

  private async change(viewer: Viewer, boardId: string, change: BoardStateChange): Promise<void> {
    await this.readable(viewer, boardId)
    await setBoardState(this.sources.db, viewer.id, boardId, change)
  }

  private async readable(viewer: Viewer, boardId: string): Promise<void> {
    await assertCanReadBoard(this.sources.db, this.sources.facts, viewer, boardId)
  }
}
