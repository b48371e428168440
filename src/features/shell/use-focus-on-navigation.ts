import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * Moves focus to the page's h1 once React has drawn the page, without scrolling: where the
 * page sits is the router's business (the top for a new page, the old place on Back).
 */
export function focusPageHeading(): void {
  requestAnimationFrame(focusHeadingNow)
}

const focusHeadingNow = () => document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true })

/**
 * After each navigation (not the first page load), focus moves to the new page's h1: a
 * screen reader then announces where the user arrived instead of staying on a link that no
 * longer exists. Focus the new page placed itself (a post named by `?post=`), or a control
 * that is still on the page (a tab that changed only the address), stays where it is.
 */
export function useFocusOnNavigation(): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        // The first load has no "from": the browser starts at the top, as it should.
        if (!event.fromLocation || !event.hrefChanged) return
        requestAnimationFrame(() => {
          const main = document.getElementById('main')
          const active = document.activeElement
          if (main && active && active !== main && main.contains(active)) return
          // At once, not a frame later: in that frame the page may place focus itself (an
          // editor whose code has just come), and the heading would take it away.
          focusHeadingNow()
        })
      }),
    [router],
  )
}
