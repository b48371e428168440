import { useEffect } from 'react'
import { deferredModule } from './deferred-module'
import { type DialogProps } from './dialog-types'

const radixDialog = deferredModule(() => import('./dialog-radix'))

/** A modal dialog (Radix Dialog), its code loaded when first opened. */
export function Dialog(props: DialogProps) {
  const { module, load } = radixDialog.useModule()
  useEffect(() => {
    if (props.open && !module) load()
  }, [props.open, module, load])
  return module ? <module.RadixModal {...props} /> : null
}
