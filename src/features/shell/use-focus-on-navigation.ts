import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * After each navigation (not the first page load), focus moves to the new page's h1 and the
 * document title follows it: a screen reader then announces where the user arrived instead
 * of staying on a link that may no longer exist.
 */
export function useFocusOnNavigation(): void {
  const router = useRouter()
  useEffect(() => {
    let first = true
    return router.subscribe('onResolved', (event) => {
      const wasFirst = first
      first = false
      // Let React commit the new page before looking for its heading.
      requestAnimationFrame(() => {
        const heading = document.querySelector<HTMLElement>('main h1')
        if (heading?.textContent) document.title = `${heading.textContent} · Teahouse`
        if (wasFirst || !event.hrefChanged || !heading) return
        heading.focus({ preventScroll: event.fromLocation?.pathname === event.toLocation.pathname })
      })
    })
  }, [router])
}
