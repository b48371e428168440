import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { boardAdminMutations } from '../../../api/queries/realm-admin'
import { realmQueries } from '../../../api/queries/realms'
import { BoardLink } from '../../../components/forum/BoardLink'
import { Button } from '../../../components/ui/Button'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { type Board, type Realm } from '../../../contract/schemas/realm'
import { plural } from '../../../lib/plural'
import { useFocusSoon } from '../../../lib/use-focus-soon'
import { BoardForm } from './BoardForm'
import { type DescriptionEditor } from './description-editor'

/**
 * One board in the realm's list: what it is, and Edit (the form opens in its place), Move up,
 * Move down, and Delete while it has no threads.
 */
export function BoardEntry({
  id,
  board,
  realm,
  Editor,
  position,
  moveButtonId,
  onMove,
  onSaid,
}: {
  id: string
  board: Board
  realm: Realm
  Editor: DescriptionEditor
  position: { index: number; count: number }
  moveButtonId: (by: -1 | 1) => string
  onMove: (by: -1 | 1) => void
  /** Says what happened in the list's status line, focused there when `focus`. */
  onSaid: (words: string, focus?: boolean) => void
}) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const focusSoon = useFocusSoon()
  const editButtonId = `${id}-edit`
  const remove = useMutation({
    mutationFn: () => boardAdminMutations.remove(board.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: realmQueries.all() })
      onSaid(`${board.name} was deleted.`, true)
    },
  })
  const first = position.index === 0
  const last = position.index === position.count - 1

  if (editing)
    return (
      <li id={id} tabIndex={-1} className="p-4">
        <BoardForm
          realm={realm}
          board={board}
          Editor={Editor}
          onDone={(saved) => {
            setEditing(false)
            onSaid(`${saved.name} was saved.`)
            focusSoon(editButtonId)
          }}
          onCancel={() => {
            setEditing(false)
            focusSoon(editButtonId)
          }}
        />
      </li>
    )

  return (
    <li id={id} tabIndex={-1} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
      <div className="min-w-0 flex-1 basis-56 space-y-1">
        <h3 className="font-semibold">
          <BoardLink board={board} />
        </h3>
        {board.tagline && <p className="text-stone-700 dark:text-stone-300">{board.tagline}</p>}
        <p className="flex flex-wrap gap-x-3 text-sm text-stone-700 dark:text-stone-300">
          <span className="font-mono">{board.slug}</span>
          {board.members_only && <span className="font-medium">Members only</span>}
          <span>{board.threads_amount === 0 ? 'No threads' : plural(board.threads_amount, 'thread')}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button aria-label={`Edit ${board.name}`} id={editButtonId} onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button aria-label={`Move up ${board.name}`} id={moveButtonId(-1)} aria-disabled={first} onClick={() => first || onMove(-1)}>
          Move up
        </Button>
        <Button aria-label={`Move down ${board.name}`} id={moveButtonId(1)} aria-disabled={last} onClick={() => last || onMove(1)}>
          Move down
        </Button>
        {board.threads_amount === 0 && (
          <Button aria-label={`Delete ${board.name}`} onClick={() => setDeleting(true)}>
            Delete
          </Button>
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${board.name}?`}
          description="It has no threads. Its name, tagline and description go with it, and its address stops working."
          confirmLabel={`Delete ${board.name}`}
          pendingLabel="Deleting…"
          cancelLabel="Keep it"
          pending={remove.isPending}
          error={remove.isError ? remove.error.message : null}
          onConfirm={() => remove.mutate()}
          onClose={() => setDeleting(false)}
        />
      )}
    </li>
  )
}
