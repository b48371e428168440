import { useMutation, useQueryClient } from '@tanstack/react-query'
import { feedQueries } from '../../../api/queries/feeds'
import { threadMutations } from '../../../api/queries/threads'
import { optimisticThreadMutation } from '../../../api/thread-cache/optimistic-patch'
import { patchThread } from '../../../api/thread-cache/patch-thread'
import { threadFlagMutation } from '../../../api/thread-cache/thread-flags'
import { type Board } from '../../../contract/schemas/realm'
import { type Thread } from '../../../contract/schemas/thread'
import { showToast } from '../../../components/ui/toasts'
import { type Layout, LAYOUT_NAMES } from '../thread-layouts'

const refused = (what: string) => (error: Error) => showToast({ tone: 'error', title: `Could not ${what}.`, description: error.message })

/**
 * What "Thread options" does. Muting, starring and the default view show at once and go
 * back, with a toast in the server's words, if the server refuses; a move waits for the
 * server, since the thread's board decides who may read it.
 */
export function useThreadActions(thread: Thread) {
  const queryClient = useQueryClient()
  const id = thread.id
  const star = useMutation({ ...threadFlagMutation(queryClient, id, 'starred') })
  const mute = useMutation({ ...threadFlagMutation(queryClient, id, 'muted') })
  const hide = useMutation({ ...threadFlagMutation(queryClient, id, 'hidden') })
  const defaultView = useMutation(
    optimisticThreadMutation(queryClient, id, {
      request: (view: Layout) => threadMutations.update(id, { defaultView: view }),
      change: (view) => ({ patch: { default_view: view }, undo: { default_view: thread.default_view } }),
      onError: refused('change the default view'),
      onSuccess: (view) => showToast({ tone: 'info', title: `The thread now opens as a ${LAYOUT_NAMES[view].toLowerCase()}.` }),
    }),
  )
  const move = useMutation({
    mutationFn: (board: Board) => threadMutations.update(id, { parentBoardId: board.id }),
    onSuccess: async (_answer, board) => {
      patchThread(queryClient, id, { parent_board_id: board.id, parent_board_slug: board.slug })
      // Both boards' feeds (and the star feed's board names) are out of date now.
      await queryClient.invalidateQueries({ queryKey: feedQueries.all() })
      showToast({ tone: 'info', title: `Moved to ${board.name}.` })
    },
  })

  return {
    toggleStar: () => star.mutate(!thread.starred, { onError: refused(thread.starred ? 'unstar the thread' : 'star the thread') }),
    toggleMute: () => mute.mutate(!thread.muted, { onError: refused(thread.muted ? 'unmute the thread' : 'mute the thread') }),
    toggleHide: () =>
      hide.mutate(!thread.hidden, {
        onError: refused(thread.hidden ? 'show the thread again' : 'hide the thread'),
        onSuccess: () =>
          showToast({
            tone: 'info',
            title: thread.hidden ? 'The thread shows in feeds again.' : 'Hidden: feeds fold it away, and it brings you no notifications.',
          }),
      }),
    starPending: star.isPending,
    setDefaultView: (view: Layout) => defaultView.mutate(view),
    move,
  }
}
