import { Button } from './Button'
import { Dialog } from './Dialog'
import { formErrorClass } from './field'

/**
 * A question asked once before something that cannot simply be undone (leaving a realm,
 * taking back an invite): what will happen, a way out, and the action, which stays in the
 * dialog while it is on its way and says there why it failed.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  pending,
  error,
  onConfirm,
  onClose,
  returnFocus,
}: {
  title: string
  description: string
  confirmLabel: string
  /** What the action's button says while it is on its way ("Leaving…"). */
  pendingLabel: string
  cancelLabel?: string
  pending: boolean
  /** Why the action failed, in the server's words; null before it is tried or once it worked. */
  error: string | null
  onConfirm: () => void
  onClose: () => void
  returnFocus?: () => HTMLElement | null | undefined
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description} returnFocus={returnFocus}>
      <div className="space-y-4">
        {error !== null && (
          <p role="alert" className={formErrorClass}>
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button variant="primary" aria-disabled={pending} aria-busy={pending} onClick={() => pending || onConfirm()}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
