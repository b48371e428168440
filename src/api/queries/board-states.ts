import { type QueryClient, type UseMutationOptions } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { type Board, type Realm } from '../../contract/schemas/realm'
import { realmQueries } from './realms'

const path = (boardId: string, what: 'mute' | 'pin' | 'visits') => `/boards/${encodeURIComponent(boardId)}/${what}`

/** The reader's own settings of a board (design.md, "Reader controls"): each 204, the same when repeated. */
const boardStateRequests = {
  mute: (boardId: string, on: boolean) => apiRequest(path(boardId, 'mute'), 'nothing', { method: on ? 'POST' : 'DELETE' }),
  pin: (boardId: string, on: boolean) => apiRequest(path(boardId, 'pin'), 'nothing', { method: on ? 'POST' : 'DELETE' }),
  /** The board has no news for the reader until someone else writes on it. */
  visit: (boardId: string) => apiRequest(path(boardId, 'visits'), 'nothing', { method: 'POST' }),
}

type BoardChange = Partial<Pick<Board, 'muted' | 'pinned' | 'has_updates'>>

/** Every cached realm that lists the board, with the change made to it; answers what each was before. */
function patchBoard(queryClient: QueryClient, boardId: string, change: BoardChange): [readonly unknown[], Realm][] {
  const before: [readonly unknown[], Realm][] = []
  for (const [queryKey, realm] of queryClient.getQueriesData<Realm>({ queryKey: realmQueries.all() })) {
    if (!realm?.boards.some((board) => board.id === boardId)) continue
    before.push([queryKey, realm])
    queryClient.setQueryData<Realm>(queryKey, {
      ...realm,
      boards: realm.boards.map((board) => (board.id === boardId ? { ...board, ...change } : board)),
    })
  }
  return before
}

/**
 * Mutes or pins a board (`on`), shown at once wherever its realm is cached and put back if the
 * server refuses; the realm is read again afterwards, as a pin moves the board in the list.
 */
export function boardStateMutation(
  queryClient: QueryClient,
  boardId: string,
  setting: 'muted' | 'pinned',
): UseMutationOptions<unknown, Error, boolean, [readonly unknown[], Realm][]> {
  return {
    mutationKey: ['board-state', boardId, setting],
    mutationFn: (on) => (setting === 'muted' ? boardStateRequests.mute(boardId, on) : boardStateRequests.pin(boardId, on)),
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: realmQueries.all() })
      return patchBoard(queryClient, boardId, { [setting]: on })
    },
    onError: (_error, _on, before) => before?.forEach(([queryKey, realm]) => queryClient.setQueryData(queryKey, realm)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: realmQueries.all() }),
  }
}

/** A visit to the board: its news mark goes at once everywhere. Nothing to put back if it fails: the next visit says it again. */
export async function visitBoard(queryClient: QueryClient, boardId: string): Promise<void> {
  patchBoard(queryClient, boardId, { has_updates: false })
  await boardStateRequests.visit(boardId)
}
