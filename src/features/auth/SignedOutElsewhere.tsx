import { lazy, Suspense } from 'react'
import { useSignedOutElsewhere } from './other-tabs'

// Drawn only after a log-out in another tab: no page's first load carries the dialog or the form.
const SignedOutDialog = lazy(() => import('./SignedOutDialog').then((module) => ({ default: module.SignedOutDialog })))

/** "You were signed out", after the reader logged out in another tab of this browser, or was signed out from another device. */
export function SignedOutElsewhere() {
  const signedOutFrom = useSignedOutElsewhere()
  if (!signedOutFrom) return null
  return (
    <Suspense fallback={null}>
      <SignedOutDialog from={signedOutFrom} />
    </Suspense>
  )
}
