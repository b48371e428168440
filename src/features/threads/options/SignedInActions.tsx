import { useMutation, useQueryClient } from '@tanstack/react-query'
import { threadFlagMutation } from '../../../api/thread-cache/thread-flags'
import { type Board } from '../../../contract/schemas/realm'
import { type Thread } from '../../../contract/schemas/thread'
import { Button } from '../../../components/ui/Button'
import { showToast } from '../../../components/ui/toasts'
import { ThreadOptions } from './ThreadOptions'
import { type ThreadPermissions } from './thread-permissions'

/**
 * What a signed-in reader may do to the thread: star it, and the rest in "Thread options".
 * Until their account has loaded, that is only the link, as for a visitor.
 */
export function SignedInActions({
  thread,
  permissions,
  boards,
}: {
  thread: Thread
  permissions: ThreadPermissions
  boards: Board[] | undefined
}) {
  return (
    <>
      {permissions.flags && <StarToggle thread={thread} />}
      <ThreadOptions thread={thread} permissions={permissions} boards={boards} />
    </>
  )
}

function StarToggle({ thread }: { thread: Thread }) {
  const queryClient = useQueryClient()
  const star = useMutation(threadFlagMutation(queryClient, thread.id, 'starred'))
  const toggle = () =>
    star.mutate(!thread.starred, {
      onError: (error) => showToast({ tone: 'error', title: 'Could not change the star.', description: error.message }),
    })
  return (
    <Button
      aria-pressed={thread.starred}
      aria-disabled={star.isPending}
      onClick={() => star.isPending || toggle()}
      className="aria-pressed:border-amber-500 aria-pressed:bg-amber-50 dark:aria-pressed:border-amber-400 dark:aria-pressed:bg-amber-950"
    >
      <span aria-hidden="true" className={thread.starred ? 'text-amber-700 dark:text-amber-300' : undefined}>
        {thread.starred ? '★' : '☆'}
      </span>{' '}
      Star
    </Button>
  )
}
