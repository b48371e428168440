import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { boardAdminMutations } from '../../../api/queries/realm-admin'
import { realmQueries } from '../../../api/queries/realms'
import { Button } from '../../../components/ui/Button'
import { formErrorClass } from '../../../components/ui/field'
import { type Realm } from '../../../contract/schemas/realm'
import { BoardEntry } from './BoardEntry'
import { useFocusSoon } from '../../../lib/use-focus-soon'
import { BoardForm } from './BoardForm'
import { type DescriptionEditor } from './description-editor'

/** `ids` with the one at `from` moved to `to`. */
function moved(ids: string[], from: number, to: number): string[] {
  const next = ids.filter((_, index) => index !== from)
  next.splice(to, 0, ...ids.slice(from, from + 1))
  return next
}

/**
 * The realm's boards in their order: a new one, and each one's edits, place (Move up/down,
 * shown at once and put back if the server refuses) and deletion while empty.
 */
export function BoardsAdmin({ realm, Editor }: { realm: Realm; Editor: DescriptionEditor }) {
  const queryClient = useQueryClient()
  const [creating, setCreating] = useState(false)
  const focusSoon = useFocusSoon()
  const saidLine = useId()
  const [said, setSaid] = useState('')
  // After a deletion the entry and its buttons are gone: focus goes to the words that say so.
  const say = (words: string, focus = false) => {
    setSaid(words)
    if (focus) focusSoon(saidLine)
  }
  const realmKey = realmQueries.bySlug(realm.slug).queryKey

  const orderKey = ['board-order', realm.id]
  const order = useMutation({
    // One at a time, in the order pressed: each sends the whole order as it then stood.
    mutationKey: orderKey,
    scope: { id: `board-order-${realm.id}` },
    mutationFn: (boardIds: string[]) => boardAdminMutations.order(realm.id, boardIds),
    onMutate: async (boardIds) => {
      await queryClient.cancelQueries({ queryKey: realmKey })
      const before = queryClient.getQueryData(realmKey)
      queryClient.setQueryData(
        realmKey,
        (current) => current && { ...current, boards: boardIds.flatMap((id) => current.boards.filter((board) => board.id === id)) },
      )
      return { before }
    },
    onError: (_error, _ids, context) => queryClient.setQueryData(realmKey, context?.before),
    // Read again after the last move only: an earlier answer would undo the later ones on screen.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: orderKey }) === 1 && queryClient.invalidateQueries({ queryKey: realmQueries.all() }),
  })

  function move(index: number, by: -1 | 1) {
    const to = index + by
    const board = realm.boards[index]
    if (!board || to < 0 || to >= realm.boards.length) return
    order.mutate(
      moved(
        realm.boards.map((candidate) => candidate.id),
        index,
        to,
      ),
    )
    say(`${board.name} is now ${to + 1} of ${realm.boards.length}.`)
    // The entry is drawn again in its new place, and a moved element loses focus.
    focusSoon(
      moveButtonId(board.id, by),
      (button) => [...(button.closest('ol')?.children ?? [])].indexOf(button.closest('li') ?? button) === to,
    )
  }

  return (
    <div className="space-y-6">
      {creating ? (
        <section className="rounded-lg border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
          <BoardForm
            realm={realm}
            Editor={Editor}
            onDone={(board) => {
              setCreating(false)
              say(`${board.name} was made. It comes last in the list.`)
              focusSoon(entryId(board.id))
            }}
            onCancel={() => {
              setCreating(false)
              focusSoon(NEW_BOARD_BUTTON)
            }}
          />
        </section>
      ) : (
        <Button id={NEW_BOARD_BUTTON} variant="primary" onClick={() => setCreating(true)}>
          New board
        </Button>
      )}
      <p id={saidLine} tabIndex={-1} role="status" className="text-stone-700 empty:hidden dark:text-stone-300">
        {said}
      </p>
      {order.isError && (
        <p role="alert" className={formErrorClass}>
          The boards could not be moved. {order.error.message}
        </p>
      )}
      {realm.boards.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">This realm has no boards yet: make the first.</p>
      ) : (
        <ol
          aria-label={`Boards of ${realm.name}, in order`}
          className="divide-y divide-stone-200 rounded-lg border border-stone-300 dark:divide-stone-800 dark:border-stone-700"
        >
          {realm.boards.map((board, index) => (
            <BoardEntry
              key={board.id}
              id={entryId(board.id)}
              board={board}
              realm={realm}
              Editor={Editor}
              position={{ index, count: realm.boards.length }}
              moveButtonId={(by) => moveButtonId(board.id, by)}
              onMove={(by) => move(index, by)}
              onSaid={say}
            />
          ))}
        </ol>
      )}
    </div>
  )
}

const NEW_BOARD_BUTTON = 'new-board'
const entryId = (boardId: string) => `board-entry-${boardId}`
const moveButtonId = (boardId: string, by: -1 | 1) => `board-${boardId}-move-${by < 0 ? 'up' : 'down'}`
