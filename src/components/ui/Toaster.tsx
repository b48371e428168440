import { useEffect } from 'react'
import { whenReaderActs } from './when-reader-acts'
import { deferredModule } from './deferred-module'
import { useToasts } from './toasts'

const radixToaster = deferredModule(() => import('./toaster-radix'))

/**
 * Draws the toasts of `showToast`. Its code loads when the reader first does something (a
 * toast answers what they did, and may say the server is out of reach, when no code could
 * load), or with the first toast.
 */
export function Toaster() {
  const toasts = useToasts()
  const { module, load } = radixToaster.useModule()
  useEffect(() => (module ? undefined : whenReaderActs(load)), [module, load])
  useEffect(() => {
    if (toasts.length > 0 && !module) load()
  }, [toasts.length, module, load])
  return module ? <module.RadixToaster toasts={toasts} /> : null
}
