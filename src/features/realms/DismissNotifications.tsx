import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notificationMutations, notificationQueries } from '../../api/queries/notifications'
import { Button } from '../../components/ui/Button'
import { showToast } from '../../components/ui/toasts'

/** "Dismiss notifications": every unread notification of one board's or one realm's threads is read. */
export function DismissNotifications({ of, name }: { of: { board_id: string } | { realm_id: string }; name: string }) {
  const queryClient = useQueryClient()
  const dismiss = useMutation({
    mutationFn: () => notificationMutations.markRead(of),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: notificationQueries.all() })
      showToast({ tone: 'info', title: `Notifications of ${name} dismissed.` })
    },
    onError: (error) => showToast({ tone: 'error', title: 'Could not dismiss the notifications.', description: error.message }),
  })
  return (
    <Button aria-busy={dismiss.isPending} onClick={() => dismiss.isPending || dismiss.mutate()}>
      Dismiss notifications
    </Button>
  )
}
