import { type ReactElement, type ReactNode } from 'react'

/** One line of a menu, as data: the menu draws it, whether or not its code has loaded yet. */
export type MenuEntry =
  | { kind: 'action'; key: string; label: ReactNode; onSelect: () => void; disabled?: boolean }
  /** A link (an `<a>` or a router Link) that is itself the item. */
  | { kind: 'link'; key: string; link: ReactElement }
  /** A labelled group of radio items in the menu itself: one value out of `options`. */
  | {
      kind: 'choice'
      key: string
      label: string
      value: string
      options: { value: string; label: string }[]
      onChoose: (value: string) => void
    }
  | { kind: 'separator'; key: string }

export interface MenuProps {
  /** What the button shows; its accessible name unless it holds hidden text. */
  label: ReactNode
  triggerClassName: string
  entries: MenuEntry[]
  align?: 'start' | 'end'
  /**
   * Set by Menu when the reader pressed the button before the menu's code arrived: open at
   * once, and from the keyboard with the first item focused, as Radix does for a key press.
   */
  openedBy?: 'keyboard' | 'pointer'
  focusTrigger?: boolean
}

export const menuPanelClass =
  'z-30 min-w-52 overflow-hidden rounded-md border border-stone-300 bg-white py-1 text-stone-900 shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100'

export const menuItemClass =
  'flex min-h-11 w-full cursor-default items-center px-4 text-left outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-stone-100 data-[highlighted]:text-stone-950 dark:data-[highlighted]:bg-stone-800 dark:data-[highlighted]:text-white'
