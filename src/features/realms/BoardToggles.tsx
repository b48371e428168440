import { useMutation, useQueryClient } from '@tanstack/react-query'
import { boardStateMutation } from '../../api/queries/board-states'
import { Button } from '../../components/ui/Button'
import { showToast } from '../../components/ui/toasts'
import { type Board } from '../../contract/schemas/realm'

const pressedClass = 'aria-pressed:border-teal-700 aria-pressed:bg-teal-50 dark:aria-pressed:border-teal-300 dark:aria-pressed:bg-teal-950'

/**
 * Pin and Mute, a signed-in reader's own settings of a board (design.md, "Reader controls"),
 * shown at once and put back if the server refuses. Their labels stay; `aria-pressed` says the
 * state, a check mark shows it. `named`: in a list of boards, each says just "Pin" and "Mute" and
 * is named with its board for a screen reader.
 */
export function BoardToggles({ board, named = false }: { board: Board; named?: boolean }) {
  const queryClient = useQueryClient()
  const pin = useMutation(boardStateMutation(queryClient, board.id, 'pinned'))
  const mute = useMutation(boardStateMutation(queryClient, board.id, 'muted'))
  const refused = (what: string) => (error: Error) => showToast({ tone: 'error', title: `Could not ${what}.`, description: error.message })
  const label = (verb: string) => (named ? verb : `${verb} board`)
  const name = (verb: string) => (named ? `${verb} ${board.name}` : undefined)
  return (
    <>
      <Button
        aria-label={name('Pin')}
        aria-pressed={board.pinned}
        className={pressedClass}
        onClick={() => pin.isPending || pin.mutate(!board.pinned, { onError: refused(board.pinned ? 'unpin the board' : 'pin the board') })}
      >
        <Check on={board.pinned} />
        {label('Pin')}
      </Button>
      <Button
        aria-label={name('Mute')}
        aria-pressed={board.muted}
        className={pressedClass}
        onClick={() =>
          mute.isPending || mute.mutate(!board.muted, { onError: refused(board.muted ? 'unmute the board' : 'mute the board') })
        }
      >
        <Check on={board.muted} />
        {label('Mute')}
      </Button>
    </>
  )
}

/** A toggle's state for the eye (its `aria-pressed` says it to a screen reader). */
function Check({ on }: { on: boolean }) {
  return (
    <span aria-hidden="true" className="w-3">
      {on ? '✓' : ''}
    </span>
  )
}
