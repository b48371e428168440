import { useCallback, useEffect, useRef } from 'react'

interface Wanted {
  id: string
  /** Whether the element is where it should be yet (a board in its new place). */
  ready?: (element: HTMLElement) => boolean
}

/**
 * Focus for an element a coming drawing brings or moves (a form closing back to its "Edit",
 * a board moved up): asked for now, given after the first drawing that has it ready. A
 * requestAnimationFrame could come before React has drawn the change, and focus nothing.
 */
export function useFocusSoon(): (id: string, ready?: Wanted['ready']) => void {
  const wanted = useRef<Wanted | null>(null)
  useEffect(() => {
    const request = wanted.current
    if (!request) return
    const element = document.getElementById(request.id)
    if (!element || (request.ready && !request.ready(element))) return
    wanted.current = null
    element.focus()
  })
  return useCallback((id, ready) => {
    wanted.current = { id, ready }
  }, [])
}
