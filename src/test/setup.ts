// Component tests: jest-dom matchers, and a clean DOM after each test.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// A test may run outside jsdom (`@vitest-environment node`: the server's render).
if (typeof window !== 'undefined') {
  // jsdom has no layout, so no scrolling; the router's scroll restoration calls it anyway.
  window.scrollTo = () => undefined

  // jsdom has no media queries: every query answers "no match" (a narrow, light screen).
  window.matchMedia ??= (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })
}
