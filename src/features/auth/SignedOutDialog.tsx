import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { LoginForm } from './LoginForm'
import { dismissSignedOutElsewhere, type SignedOutFrom } from './other-tabs'

const why: Record<SignedOutFrom, string> = {
  'another-tab': 'You logged out in another tab of this browser.',
  'another-device': 'Your account was signed out from another device, or its password was changed.',
}

/**
 * Signing in again where the reader is: nothing on this page goes, an open editor keeps its
 * words (and its draft), and the page carries on as theirs once they are back.
 */
export function SignedOutDialog({ from }: { from: SignedOutFrom }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && dismissSignedOutElsewhere()}
      title="You were signed out"
      description={`${why[from]} Sign in again to carry on here: anything you were writing in this tab is kept.`}
    >
      <div className="space-y-4">
        <LoginForm onLoggedIn={dismissSignedOutElsewhere} />
        <Button variant="quiet" onClick={dismissSignedOutElsewhere}>
          Stay signed out
        </Button>
      </div>
    </Dialog>
  )
}
