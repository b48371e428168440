import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useEffect, useRef } from 'react'
import { type MenuEntry, type MenuProps, menuItemClass, menuPanelClass } from './menu-types'

/**
 * The menu itself, on Radix's DropdownMenu: arrow keys, typeahead, Escape, focus return and
 * outside clicks come from there. Not modal, as WAI-ARIA's menu button is: the page behind
 * stays as it is (a modal menu marks it aria-hidden while its links can still take focus),
 * and Tab leaves the menu, closing it. Loaded on demand by `Menu` (Menu.tsx).
 */
export function RadixMenu({ label, triggerClassName, entries, align = 'end', openedBy, focusTrigger }: MenuProps) {
  const trigger = useRef<HTMLButtonElement>(null)
  const content = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The placeholder this replaced had the focus: keep it where the reader left it.
    if (focusTrigger && !openedBy) trigger.current?.focus()
    // Radix focuses the first item when it saw the key press; this one came before it loaded.
    if (openedBy === 'keyboard') requestAnimationFrame(() => content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus())
  }, [focusTrigger, openedBy])
  return (
    <DropdownMenu.Root defaultOpen={openedBy !== undefined} modal={false}>
      <DropdownMenu.Trigger ref={trigger} className={triggerClassName}>
        {label}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content ref={content} align={align} sideOffset={6} collisionPadding={8} className={menuPanelClass}>
          {entries.map((entry) => (
            <Entry key={entry.key} entry={entry} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

function Entry({ entry }: { entry: MenuEntry }) {
  switch (entry.kind) {
    case 'action':
      return (
        <DropdownMenu.Item className={menuItemClass} disabled={entry.disabled} onSelect={entry.onSelect}>
          {entry.label}
        </DropdownMenu.Item>
      )
    case 'link':
      return (
        <DropdownMenu.Item className={menuItemClass} asChild>
          {entry.link}
        </DropdownMenu.Item>
      )
    case 'choice':
      // In the menu itself, not a submenu: a phone has no room beside the menu for one.
      return (
        <>
          <DropdownMenu.Label
            aria-hidden="true"
            className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400"
          >
            {entry.label}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup aria-label={entry.label} value={entry.value} onValueChange={entry.onChoose}>
            {entry.options.map((option) => (
              <DropdownMenu.RadioItem key={option.value} value={option.value} className={`${menuItemClass} gap-2`}>
                <span className="w-4" aria-hidden="true">
                  <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                </span>
                {option.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </>
      )
    case 'separator':
      return <DropdownMenu.Separator className="my-1 h-px bg-stone-200 dark:bg-stone-700" />
  }
}
