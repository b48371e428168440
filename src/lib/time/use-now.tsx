import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react'

/**
 * The moment a page was drawn on the server, while that render and the browser's hydration
 * of it run: both then say "5 minutes ago" of the same moment, and the HTML matches.
 * Null otherwise, and every render reads the clock.
 */
const RenderedAt = createContext<Date | null>(null)

/**
 * The page drawn as of `at`: on the server, and in the browser until it has taken the
 * server's HTML over; from then on, as of each render's own clock.
 */
export function PageRenderedAt({ at, children }: { at: Date; children: ReactNode }) {
  const [renderedAt, setRenderedAt] = useState<Date | null>(at)
  // Effects run once the browser has taken the HTML over (never on the server). In a
  // transition: an urgent update would make React give up the server's HTML of any part still
  // waiting for its code (a lazy layout) and draw it again, fallback first.
  useEffect(() => startTransition(() => setRenderedAt(null)), [])
  return <RenderedAt value={renderedAt}>{children}</RenderedAt>
}

/** "Now", for words like "3 hours ago". */
export function useNow(): Date {
  return useContext(RenderedAt) ?? new Date()
}
