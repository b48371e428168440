import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { realmMutations } from '../../api/queries/realms'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog'
import { showToast } from '../../components/ui/toasts'

/**
 * Leaving a realm, asked once: its members-only boards close to the reader, who can come back
 * only by a new invite. The server refuses the realm's last moderator, said in the dialog.
 */
export function LeaveRealmDialog({
  realm,
  onClose,
  returnFocus,
}: {
  realm: { id: string; name: string }
  onClose: () => void
  /** The realm menu's button: the item that opened the dialog is gone. */
  returnFocus: () => HTMLElement | null | undefined
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const leave = useMutation({
    mutationFn: () => realmMutations.leave(realm.id),
    onSuccess: async () => {
      // What this reader may read changed everywhere: every answer is read again.
      await queryClient.invalidateQueries()
      onClose()
      showToast({ tone: 'info', title: `You left ${realm.name}` })
      await navigate({ to: '/' })
    },
  })
  return (
    <ConfirmDialog
      title={`Leave ${realm.name}?`}
      description="Its members-only boards close to you, and you can come back only with a new invite. What you wrote stays."
      confirmLabel={`Leave ${realm.name}`}
      pendingLabel="Leaving…"
      cancelLabel="Stay"
      pending={leave.isPending}
      error={leave.isError ? leave.error.message : null}
      onConfirm={() => leave.mutate()}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  )
}
