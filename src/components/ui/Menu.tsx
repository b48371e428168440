import { useState } from 'react'
import { deferredModule } from './deferred-module'
import { type MenuProps } from './menu-types'

export type { MenuEntry } from './menu-types'

const radixMenu = deferredModule(() => import('./menu-radix'))

/**
 * A menu button (Radix DropdownMenu). Until its code has loaded (on the first hover, focus
 * or press of any menu button) a plain button of the same look stands in; a press then opens
 * the menu as soon as it arrives, and focus stays on the button.
 */
export function Menu(props: Omit<MenuProps, 'openedBy' | 'focusTrigger'>) {
  const { module, load } = radixMenu.useModule()
  const [openedBy, setOpenedBy] = useState<MenuProps['openedBy']>()
  const [focused, setFocused] = useState(false)
  if (module) return <module.RadixMenu {...props} openedBy={openedBy} focusTrigger={focused} />
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={props.triggerClassName}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true)
        load()
      }}
      onBlur={() => setFocused(false)}
      // As Radix's trigger does, a pointer opens the menu on press, not on click: the real
      // trigger may take this one's place between the two, and it ignores clicks. The press
      // must not focus a button either: should the menu open before the press's focus lands,
      // focus on the trigger would be focus outside the menu, which closes it.
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return
        event.preventDefault()
        setOpenedBy('pointer')
        load()
      }}
      onClick={(event) => {
        // A click with no pointer behind it (detail 0) came from Enter or Space.
        if (event.detail !== 0) return
        setOpenedBy('keyboard')
        load()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        setOpenedBy('keyboard')
        load()
      }}
    >
      {props.label}
    </button>
  )
}
