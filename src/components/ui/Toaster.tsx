import { useEffect } from 'react'
import { deferredModule } from './deferred-module'
import { useToasts } from './toasts'

const radixToaster = deferredModule(() => import('./toaster-radix'))

/** Draws the toasts of `showToast`; its code loads after the page draws, or with the first toast. */
export function Toaster() {
  const toasts = useToasts()
  const { module, load } = radixToaster.useModule()
  useEffect(() => {
    if (toasts.length > 0 && !module) load()
  }, [toasts.length, module, load])
  return module ? <module.RadixToaster toasts={toasts} /> : null
}
