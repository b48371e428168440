import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { boardStateMutation, visitBoard } from '../../api/queries/board-states'
import { notificationMutations, notificationQueries } from '../../api/queries/notifications'
import { realmQueries } from '../../api/queries/realms'
import { Button } from '../../components/ui/Button'
import { showToast } from '../../components/ui/toasts'

const pressedClass = 'aria-pressed:border-teal-700 aria-pressed:bg-teal-50 dark:aria-pressed:border-teal-300 dark:aria-pressed:bg-teal-950'

/**
 * A signed-in reader's own settings of the board they are reading (design.md, "Reader
 * controls"): Pin, Mute, and Dismiss notifications. Opening the board is a visit: its news
 * mark goes.
 */
export function BoardControls({ boardId, realmSlug }: { boardId: string; realmSlug: string }) {
  const queryClient = useQueryClient()
  const board = useQuery(realmQueries.bySlug(realmSlug)).data?.boards.find((candidate) => candidate.id === boardId)
  const pin = useMutation(boardStateMutation(queryClient, boardId, 'pinned'))
  const mute = useMutation(boardStateMutation(queryClient, boardId, 'muted'))
  const dismiss = useMutation({
    mutationFn: () => notificationMutations.markRead({ board_id: boardId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationQueries.all() })
      showToast({ tone: 'info', title: `Notifications of ${board?.name ?? 'this board'} dismissed.` })
    },
    onError: (error) => showToast({ tone: 'error', title: 'Could not dismiss the notifications.', description: error.message }),
  })
  useEffect(() => {
    visitBoard(queryClient, boardId).catch(() => {})
  }, [queryClient, boardId])
  if (!board) return null
  const refused = (what: string) => (error: Error) => showToast({ tone: 'error', title: `Could not ${what}.`, description: error.message })
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        aria-pressed={board.pinned}
        className={pressedClass}
        onClick={() => pin.isPending || pin.mutate(!board.pinned, { onError: refused(board.pinned ? 'unpin the board' : 'pin the board') })}
      >
        <Check on={board.pinned} />
        Pin board
      </Button>
      <Button
        aria-pressed={board.muted}
        className={pressedClass}
        onClick={() =>
          mute.isPending || mute.mutate(!board.muted, { onError: refused(board.muted ? 'unmute the board' : 'mute the board') })
        }
      >
        <Check on={board.muted} />
        Mute board
      </Button>
      <Button aria-busy={dismiss.isPending} onClick={() => dismiss.isPending || dismiss.mutate()}>
        Dismiss notifications
      </Button>
    </div>
  )
}

/** A toggle's state for the eye (its `aria-pressed` says it to a screen reader); its label stays the same. */
function Check({ on }: { on: boolean }) {
  return (
    <span aria-hidden="true" className="w-3">
      {on ? '✓' : ''}
    </span>
  )
}
