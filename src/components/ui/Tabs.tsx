import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { arrowKeyTarget } from './arrow-keys'

export interface Tab {
  value: string
  label: ReactNode
}

const tabClass =
  '-mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-3 font-medium text-stone-700 hover:text-stone-950 aria-selected:border-teal-700 aria-selected:text-teal-900 dark:text-stone-300 dark:hover:text-white dark:aria-selected:border-teal-300 dark:aria-selected:text-teal-200'

/**
 * A tab list and the active tab's panel, as WAI-ARIA's tabs pattern with manual activation:
 * the arrow keys, Home and End move between tabs, Enter or Space picks one. Manual, because
 * a panel here can be a whole thread, too heavy to redraw on every arrow press. Built on
 * buttons rather than a library: see docs/decisions/012.
 */
export function Tabs({
  label,
  tabs,
  value,
  onValueChange,
  children,
}: {
  label: string
  tabs: readonly Tab[]
  value: string
  onValueChange: (value: string) => void
  /** The active tab's panel. */
  children: ReactNode
}) {
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const tabId = (tab: string) => `${id}-tab-${tab}`

  const moveFocus = (event: KeyboardEvent) =>
    arrowKeyTarget(event, [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])])?.focus()

  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={moveFocus}
        className="flex gap-1 border-b border-stone-300 dark:border-stone-700"
      >
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={tab.value === value}
            aria-controls={`${id}-panel`}
            tabIndex={tab.value === value ? 0 : -1}
            onClick={() => tab.value !== value && onValueChange(tab.value)}
            className={tabClass}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(value)} tabIndex={0} className="pt-4">
        {children}
      </div>
    </div>
  )
}
