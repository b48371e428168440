import { useEffect, useRef } from 'react'

/** True when a key press belongs to something else: typing, a menu, a dialog, a shortcut. */
function belongsElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return true
  const target = event.target
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target.closest('input, textarea, select, [role="menu"], [role="dialog"]')) return true
  return false
}

/**
 * `j` goes to the next new item and `k` to the previous one, as in mail and feed readers, for
 * as long as the component using it (the unread bar) is on the page.
 */
export function useUnreadKeys(next: () => void, previous: () => void): void {
  const handlers = useRef({ next, previous })
  useEffect(() => {
    handlers.current = { next, previous }
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (belongsElsewhere(event)) return
      if (event.key === 'j') handlers.current.next()
      else if (event.key === 'k') handlers.current.previous()
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
}
