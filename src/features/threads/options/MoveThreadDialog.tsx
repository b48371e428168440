import { type UseMutationResult } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { type Board } from '../../../contract/schemas/realm'
import { Button } from '../../../components/ui/Button'
import { Dialog } from '../../../components/ui/Dialog'

/**
 * Where a moderator moves a thread: the realm's other boards as radio buttons, and "Move".
 * The dialog stays open until the server agrees, and shows its refusal in place.
 */
export function MoveThreadDialog({
  open,
  onOpenChange,
  boards,
  move,
  returnFocus,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  boards: Board[]
  move: UseMutationResult<unknown, Error, Board>
  returnFocus: () => HTMLElement | null | undefined
}) {
  const [choice, setChoice] = useState<string | null>(null)
  const errorId = useId()
  const chosen = boards.find((board) => board.id === choice)

  const close = (next: boolean) => {
    if (next) return onOpenChange(true)
    move.reset()
    setChoice(null)
    onOpenChange(false)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!chosen || move.isPending) return
    move.mutate(chosen, { onSuccess: () => close(false) })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Move thread"
      description="Pick the board this thread should live on."
      returnFocus={returnFocus}
    >
      <form onSubmit={submit} className="space-y-4" aria-describedby={move.isError ? errorId : undefined}>
        <fieldset className="space-y-1">
          <legend className="sr-only">Boards</legend>
          {boards.map((board) => (
            <label
              key={board.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-stone-100 dark:hover:bg-stone-800"
            >
              <input
                type="radio"
                name="board"
                value={board.id}
                checked={choice === board.id}
                onChange={() => setChoice(board.id)}
                className="size-4 accent-teal-700 dark:accent-teal-300"
              />
              <span>
                {board.name}
                {board.members_only && <span className="ml-2 text-sm text-stone-700 dark:text-stone-300">(members only)</span>}
              </span>
            </label>
          ))}
        </fieldset>
        {move.isError && (
          <p
            id={errorId}
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {move.error.message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button type="submit" variant="primary" aria-disabled={!chosen || move.isPending} aria-busy={move.isPending}>
            Move
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
