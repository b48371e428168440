import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { nextCursor } from './next-cursor'
import { type BoardPatch, type NewBoard } from '../../contract/schemas/board-admin'

const realmPath = (realmId: string, rest: string) => `/realms/${encodeURIComponent(realmId)}/${rest}`

/** A realm's boards as its moderators run them (design.md, "Realm admin"). */
export const boardAdminMutations = {
  /** POST /realms/{realm_id}/boards: the board comes last in the realm's order. */
  create: (realmId: string, board: NewBoard) => apiRequest(realmPath(realmId, 'boards'), 'board', { method: 'POST', body: board }),
  /** PATCH /boards/{board_id}: the fields that change. */
  update: (boardId: string, patch: BoardPatch) =>
    apiRequest(`/boards/${encodeURIComponent(boardId)}`, 'board', { method: 'PATCH', body: patch }),
  /** DELETE /boards/{board_id}: only an empty board (409 "Move its threads first"). */
  remove: (boardId: string) => apiRequest(`/boards/${encodeURIComponent(boardId)}`, 'nothing', { method: 'DELETE' }),
  /** PUT /realms/{realm_id}/board-order: every board of the realm, in their new order. */
  order: (realmId: string, boardIds: string[]) =>
    apiRequest(realmPath(realmId, 'board-order'), 'nothing', { method: 'PUT', body: { board_ids: boardIds } }),
}

export const memberQueries = {
  all: (realmId: string) => ['members', realmId] as const,
  /**
   * GET /realms/{realm_id}/members?q= (moderators): newest members first, 50 a page. Asked
   * again whenever the page opens: people join and leave by their own hands meanwhile.
   */
  search: (realmId: string, q: string) =>
    infiniteQueryOptions({
      queryKey: [...memberQueries.all(realmId), q],
      staleTime: 0,
      queryFn: ({ pageParam, signal }) =>
        apiRequest(realmPath(realmId, 'members'), 'memberPage', { query: { q: q || undefined, cursor: pageParam }, signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
}

export const memberMutations = {
  /** PATCH /realms/{realm_id}/members/{user_id}: the last moderator stays one (409). */
  setRole: (realmId: string, userId: string, role: 'member' | 'moderator') =>
    apiRequest(realmPath(realmId, `members/${encodeURIComponent(userId)}`), 'nothing', { method: 'PATCH', body: { role } }),
  /** DELETE /realms/{realm_id}/members/{user_id}: out of the realm from their next request on. */
  remove: (realmId: string, userId: string) =>
    apiRequest(realmPath(realmId, `members/${encodeURIComponent(userId)}`), 'nothing', { method: 'DELETE' }),
}
