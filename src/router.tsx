import { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ApiError } from './api/client'
import { parseSearch, stringifySearch } from './lib/search-params'
import { routeTree } from './routeTree.gen'

/**
 * The app's React Query cache: one per browser tab, one per page the server renders
 * (`server`: it asks its own API once, and a page it cannot draw whole is the browser's to draw).
 */
export function createQueryClient(options: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Retry only what may pass next time: lost connections and server trouble, not a 4xx.
        // While the server cannot be reached, retries wait for it (src/api/reachability.ts).
        retry: (failures, error) =>
          !options.server && error instanceof ApiError && ((error.status === 0 && failures < 5) || (error.status >= 500 && failures < 2)),
      },
      // A post is never held back waiting: it fails at once and its composer offers Retry.
      mutations: { networkMode: 'always' },
    },
  })
}

/**
 * The app's router over `queryClient`. In a browser it follows the address bar and restores
 * scroll positions. Given a `history` (one URL: the server's render, or a test) it
 * restores nothing (on the server that would write an inline script, which the CSP refuses);
 * `server` renders as the server does, wherever it runs.
 */
export function createAppRouter(queryClient: QueryClient, options: { history?: RouterHistory; server?: boolean } = {}) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history: options.history,
    isServer: options.server,
    // Addresses read and written as plain text, here and when the server draws a page.
    parseSearch,
    stringifySearch,
    // Hovering or focusing a link loads the page's data, so the click shows it at once.
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // A skeleton shows for loads over 150 ms, then stays 200 ms so it does not flicker; the
    // router's default of 500 ms would hold back a page whose data is already here.
    defaultPendingMs: 150,
    defaultPendingMinMs: 200,
    scrollRestoration: options.history === undefined,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  /** Kept with one history entry, not in its address: a shared link carries none of it. */
  interface HistoryState {
    /** The realm home just after joining by an invite: greet the new member (once). */
    welcome?: boolean
  }
}
