import { createContext, useContext } from 'react'

/**
 * The moment a page was rendered on the server, while that render and the browser's hydration
 * of it run (issue 26): both then say "5 minutes ago" of the same moment, and the HTML matches.
 * Null otherwise, and every render reads the clock.
 */
export const RenderedAt = createContext<Date | null>(null)

/** "Now", for words like "3 hours ago". */
export function useNow(): Date {
  return useContext(RenderedAt) ?? new Date()
}
