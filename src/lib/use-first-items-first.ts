import { useElementScrollRestoration } from '@tanstack/react-router'
import { useDeferredValue } from 'react'

// Whether lists are drawn whole now: on the server (a reader without JavaScript reads the whole
// page), and in the browser while it takes over a page the server drew (main.tsx), whose HTML
// holds every item. A value read while rendering, not a hook: a hook that learns "hydrated"
// after the takeover (useHydrated) makes React draw the list again at once, in one task it
// cannot split, to the same result.
let drawingWhole = typeof window === 'undefined'

/** Called around the takeover of a page the server drew: lists mounted meanwhile show every item. */
export function setDrawingWhole(whole: boolean): void {
  drawingWhole = whole
}

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
  const allNow = useDeferredValue(true, restoring || drawingWhole)
  return allNow ? items : items.slice(0, first)
}
