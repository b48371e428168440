import { useEffect } from 'react'
import { deferredModule } from './deferred-module'
import { type LightboxProps } from './lightbox-types'

const radixLightbox = deferredModule(() => import('./lightbox-radix'))

/** Pictures one at a time over the whole screen (Radix Dialog), its code loaded when first opened. */
export function Lightbox(props: LightboxProps) {
  const { module, load } = radixLightbox.useModule()
  const open = props.index !== null
  useEffect(() => {
    if (open && !module) load()
  }, [open, module, load])
  return module ? <module.RadixLightbox {...props} /> : null
}
