import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Moves focus to the page's h1 (and the title after it), once React has drawn the page. */
export function focusPageHeading({ preventScroll = false } = {}): void {
  requestAnimationFrame(() => {
    const heading = document.querySelector<HTMLElement>('main h1')
    if (!heading) return
    if (heading.textContent) document.title = `${heading.textContent} · Teahouse`
    heading.focus({ preventScroll })
  })
}

/**
 * After each navigation (not the first page load), focus moves to the new page's h1 and the
 * document title follows it: a screen reader then announces where the user arrived instead
 * of staying on a link that may no longer exist.
 */
export function useFocusOnNavigation(): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        // The first load has no "from": the browser starts at the top, as it should.
        if (!event.fromLocation || !event.hrefChanged) return
        // Only the search changed (a filter): keep the reader's scroll position.
        focusPageHeading({ preventScroll: event.fromLocation.pathname === event.toLocation.pathname })
      }),
    [router],
  )
}
