import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { setAccessToken } from '../api/access-token'
import { resetReachability } from '../api/reachability'
import { DECORATION_NAMES } from '../contract/shapes/decoration-names'
import { demoRealm } from './builders'

/**
 * The network for component tests. Each test file that imports this gets a server that
 * refuses unhandled requests (a test must say what the API answers) and knows the demo realm.
 */
export const server = setupServer(
  http.get('*/api/realms/slug/demo', () => HttpResponse.json(demoRealm)),
  // A request that could not reach the server has the app ask this until it answers.
  http.get('*/api/health', () => HttpResponse.json({ ok: true, event_streams: 0, write_conflicts: { retried: 0, gave_up: 0 } })),
  // A signed-in reader's decorations, asked for on every page: none unless a test says so.
  http.get('*/api/users/@me/settings', () =>
    HttpResponse.json({ decorations: DECORATION_NAMES.map((name) => ({ name, type: 'BOOLEAN', value: false })) }),
  ),
  // No live events here: the pill and the bell stay off, as with a server without them (design.md).
  http.get('*/api/events', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
  http.get('*/api/notifications', () =>
    HttpResponse.json({ notifications: [], unread_count: 0, open_reports: [], cursor: { next: null } }),
  ),
  // No session to restore unless a test says otherwise.
  http.post('*/api/auth/refresh', () => HttpResponse.json({ message: 'No valid refresh token. Please log in again.' }, { status: 401 })),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  setAccessToken(null)
  resetReachability()
})
afterAll(() => server.close())

export const apiPath = (path: string) => `*/api${path}`
export { http, HttpResponse }
