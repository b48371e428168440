import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { visitBoard } from '../../api/queries/board-states'
import { realmQueries } from '../../api/queries/realms'
import { BoardToggles } from './BoardToggles'
import { DismissNotifications } from './DismissNotifications'

/**
 * A signed-in reader's own settings of the board they are reading (design.md, "Reader
 * controls"): Pin, Mute, and Dismiss notifications. Opening the board is a visit: its news
 * mark goes.
 */
export function BoardControls({ boardId, realmSlug }: { boardId: string; realmSlug: string }) {
  const queryClient = useQueryClient()
  const board = useQuery(realmQueries.bySlug(realmSlug)).data?.boards.find((candidate) => candidate.id === boardId)
  useEffect(() => {
    visitBoard(queryClient, boardId).catch(() => {})
  }, [queryClient, boardId])
  if (!board) return null
  return (
    <div className="flex flex-wrap gap-2">
      <BoardToggles board={board} />
      <DismissNotifications of={{ board_id: board.id }} name={board.name} />
    </div>
  )
}
