import { useElementScrollRestoration } from '@tanstack/react-router'
import { useDeferredValue } from 'react'

/** Enough cards to fill a tall screen: the rest start below the fold. */
export const FIRST_CARDS = 4

/**
 * How a feed draws its cards on its first render, when twenty cards drawn and laid out in one
 * go held a phone's main thread for hundreds of milliseconds after the first paint
 * (Lighthouse's total blocking time):
 * - `shown`: only the first few cards at first, all of them right after, in a render React does
 *   in the background, yielding to the browser every few milliseconds (a deferred value). Only
 *   the first render: a later change (a star, the next page) draws at once.
 * - `lazyLayout`: the cards after those may skip layout and paint while far off screen
 *   (`content-visibility: auto`, see FeedList).
 * Back to a feed that was scrolled down, neither: the router restores the scroll position right
 * after that first render, so every card must be there at its real height.
 */
export function useFirstCardsFirst<T>(cards: readonly T[]): { shown: readonly T[]; lazyLayout: boolean } {
  const restoring = (useElementScrollRestoration({ getElement: () => window })?.scrollY ?? 0) > 0
  const allNow = useDeferredValue(true, restoring)
  return { shown: allNow ? cards : cards.slice(0, FIRST_CARDS), lazyLayout: !restoring }
}
