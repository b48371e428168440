import { useEffect, useRef } from 'react'

/**
 * A request to bring an item into view and focus something in it (its `article`, unless
 * `target` names another selector); `seq` makes a repeat a new request. `align: 'nearest'`
 * scrolls only as far as needed, for a control the reader just used.
 */
export interface ScrollRequest {
  key: string
  seq: number
  target?: string
  align?: 'center' | 'nearest'
}

/** Focuses the request's target once its item is in the page (a windowed item may take a frame or two). */
export function focusItem(list: HTMLElement, request: ScrollRequest, tries = 30): void {
  const element = list.querySelector<HTMLElement>(`[data-item-key="${CSS.escape(request.key)}"] ${request.target ?? 'article'}`)
  if (element) element.focus({ preventScroll: true })
  else if (tries > 0) requestAnimationFrame(() => focusItem(list, request, tries - 1))
}

/**
 * Runs `scroll` for each new request, a frame after the page has drawn: after a navigation the
 * router puts the window back at the top (or where Back left it) once the page has rendered,
 * and a scroll made before that would be undone.
 */
export function useScrollRequest(scrollRequest: ScrollRequest | null | undefined, scroll: (request: ScrollRequest) => void) {
  const latest = useRef(scroll)
  useEffect(() => {
    latest.current = scroll
  })
  useEffect(() => {
    if (!scrollRequest) return
    const frame = requestAnimationFrame(() => latest.current(scrollRequest))
    return () => cancelAnimationFrame(frame)
  }, [scrollRequest])
}
