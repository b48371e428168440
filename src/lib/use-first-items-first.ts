import { useElementScrollRestoration } from '@tanstack/react-router'
import { useDeferredValue } from 'react'

/**
 * How a long list (a feed's cards, a thread's rows) draws on its first render: twenty feed
 * cards drawn and laid out in one go held a phone's main thread for hundreds of milliseconds
 * after the first paint (Lighthouse's total blocking time), while the reader could only see
 * the first few.
 * - `shown`: the first `first` items at first, all of them right after, in a render React does
 *   in the background, yielding to the browser every few milliseconds (a deferred value). Only
 *   the first render: a later change (a star, the next page, a reply) draws at once.
 * - `lazyLayout`: the items after those may skip layout and paint while far off screen
 *   (`content-visibility: auto`).
 * Neither when `wholeNow` (the page is about to scroll to an item), nor back on a page that
 * was scrolled down: the router restores the scroll position right after that first render, so
 * every item must be there at its real height.
 */
export function useFirstItemsFirst<T>(items: readonly T[], first: number, wholeNow = false): { shown: readonly T[]; lazyLayout: boolean } {
  const restoring = (useElementScrollRestoration({ getElement: () => window })?.scrollY ?? 0) > 0
  const allNow = useDeferredValue(true, restoring || wholeNow)
  return { shown: allNow ? items : items.slice(0, first), lazyLayout: !restoring && !wholeNow }
}
