import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onLiveEvent } from '../../api/live/live-events'
import { realmQueries } from '../../api/queries/realms'

/**
 * Keeps the realm's boards current: a `board_updated` event (a board made, changed, deleted or
 * reordered) or a `reset` reads the realms shown again, so the board list and the realm home
 * follow without a reload.
 */
export function useLiveBoards(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'board_updated' || event.type === 'reset') void queryClient.invalidateQueries({ queryKey: realmQueries.all() })
      }),
    [queryClient],
  )
}
