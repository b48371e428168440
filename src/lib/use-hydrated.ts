import { useSyncExternalStore } from 'react'

const nothingChanges = () => () => {}

/**
 * False while a page the server drew is still the server's (drawn on the server, and in the
 * browser until React has taken it over: it renders with the server's snapshot first), true
 * from then on, and at once in a page the app draws itself. A form the app sends stays
 * disabled until then: pressed earlier, the browser would send it itself, to the page's
 * address, with its fields in the query.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  )
}
