import { useElementScrollRestoration, useHydrated } from '@tanstack/react-router'
import { useDeferredValue } from 'react'

/**
 * A long list (a feed's cards) as it should be drawn: on its first render only the first
 * `first` items, and all of them right after, in a render React does in the
 * background, yielding to the browser every few milliseconds (a deferred value). Twenty feed
 * cards drawn in one go held a phone's main thread for hundreds of milliseconds after the
 * first paint (Lighthouse's total blocking time), while the reader could see only the first
 * few. Only the first render: a later change (a star, the next page, a reply) draws at once.
 *
 * All at once back on a page that was scrolled down: the router restores the scroll position
 * right after that first render, so every item must be there.
 *
 * Not for a thread's rows: their folds, `j`/`k` and linked posts work on rows that must all
 * be in the page, and a thread's cost is mostly in its header and the app around it.
 */
export function useFirstItemsFirst<T>(items: readonly T[], first: number): readonly T[] {
  const restoring = (useElementScrollRestoration({ getElement: () => window })?.scrollY ?? 0) > 0
  // All of them in HTML the server renders (a reader without JavaScript reads the whole page),
  // and so while the browser hydrates it.
  const hydrated = useHydrated()
  const allNow = useDeferredValue(true, restoring || !hydrated)
  return allNow ? items : items.slice(0, first)
}
