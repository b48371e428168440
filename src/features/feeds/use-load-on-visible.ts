import { useEffect, useRef } from 'react'

/**
 * Calls `load` whenever the returned element comes within `margin` of the viewport: the
 * infinite scroll. Where IntersectionObserver is missing, nothing happens and the visible
 * "Load more" button does the job.
 */
export function useLoadOnVisible<T extends Element>(load: () => void, enabled: boolean, margin = '800px') {
  const ref = useRef<T>(null)
  const latestLoad = useRef(load)
  useEffect(() => {
    latestLoad.current = load
  })
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestLoad.current()
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled, margin])
  return ref
}
