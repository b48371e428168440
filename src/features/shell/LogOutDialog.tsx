import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { plural } from '../../lib/plural'

/**
 * Logging out with unsent drafts on this device: keep them (for the next sign-in here, on a
 * computer that is one's own) or discard them (a shared one). Open when `drafts` > 0.
 */
export function LogOutDialog({
  drafts,
  pending,
  onChoose,
  onCancel,
}: {
  drafts: number
  pending: boolean
  onChoose: (keepDrafts: boolean) => void
  onCancel: () => void
}) {
  return (
    <Dialog
      open={drafts > 0}
      onOpenChange={(open) => !open && onCancel()}
      title="Log out with unsent drafts?"
      description={`You have ${plural(drafts, 'unsent draft')} on this device. Keep them for when you sign in here again, or discard them if others use this device.`}
      // The menu item that opened the dialog is gone: focus goes back to the menu's button.
      returnFocus={() => document.querySelector<HTMLElement>('[aria-haspopup="menu"]')}
    >
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" aria-disabled={pending} onClick={() => pending || onChoose(true)}>
          Keep drafts on this device
        </Button>
        <Button aria-disabled={pending} onClick={() => pending || onChoose(false)}>
          Discard
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Dialog>
  )
}
