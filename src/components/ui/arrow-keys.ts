import { type KeyboardEvent } from 'react'

/**
 * The element an arrow key (or Home, End) moves focus to among `items`, round the ends, as
 * the WAI-ARIA tab list and toolbar patterns have it; null for any other key, or when focus
 * is on none of them. Calls preventDefault when it moves, so the page does not scroll.
 */
export function arrowKeyTarget<T extends HTMLElement>(event: KeyboardEvent, items: readonly T[]): T | null {
  const at = items.findIndex((item) => item === event.target)
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 }[event.key]
  if (to === undefined || at === -1) return null
  event.preventDefault()
  return items[(to + items.length) % items.length] ?? null
}
