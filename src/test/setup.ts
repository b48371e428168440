// Component tests: jest-dom matchers, and a clean DOM after each test.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// jsdom has no layout, so no scrolling; the router's scroll restoration calls it anyway.
window.scrollTo = () => undefined
