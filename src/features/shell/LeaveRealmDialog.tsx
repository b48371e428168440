import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { realmMutations } from '../../api/queries/realms'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { formErrorClass } from '../../components/ui/field'
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
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Leave ${realm.name}?`}
      description="Its members-only boards close to you, and you can come back only with a new invite. What you wrote stays."
      returnFocus={returnFocus}
    >
      <div className="space-y-4">
        {leave.isError && (
          <p role="alert" className={formErrorClass}>
            {leave.error.message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={onClose}>Stay</Button>
          <Button
            variant="primary"
            aria-disabled={leave.isPending}
            aria-busy={leave.isPending}
            onClick={() => leave.isPending || leave.mutate()}
          >
            {leave.isPending ? 'Leaving…' : `Leave ${realm.name}`}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
