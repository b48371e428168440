import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ApiError } from './api/client'
import { readEarlyThread } from './api/early-thread'
import { pageHasDrawn } from './components/ui/deferred-module'
import { followOtherTabs } from './features/auth/other-tabs'
import { forgetDataOnSessionChange, restoreSession } from './features/auth/session'
import { holdPagesDuringOutage } from './features/shell/hold-pages-during-outage'
import { routeTree } from './routeTree.gen'
import './styles.css'

// Ask for the session now, while React is still starting: the root route waits for this
// same answer before any page loads its data. A visitor's thread may be on its way already.
void restoreSession()
readEarlyThread()

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Retry only what may pass next time: lost connections and server trouble, not a 4xx.
      // While the server cannot be reached, retries wait for it (src/api/reachability.ts).
      retry: (failures, error) =>
        error instanceof ApiError && ((error.status === 0 && failures < 5) || (error.status >= 500 && failures < 2)),
    },
    // A post is never held back waiting: it fails at once and its composer offers Retry.
    mutations: { networkMode: 'always' },
  },
})

const router = createRouter({
  routeTree,
  context: { queryClient },
  // Hovering or focusing a link loads the page's data, so the click shows it at once.
  defaultPreload: 'intent',
  // React Query decides freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  // A skeleton shows for loads over 150 ms, then stays 200 ms so it does not flicker; the
  // router's default of 500 ms would hold back a page whose data is already here.
  defaultPendingMs: 150,
  defaultPendingMinMs: 200,
  scrollRestoration: true,
})

forgetDataOnSessionChange(queryClient, router)
followOtherTabs()
holdPagesDuringOutage(router)
// Menus, dialogs and toasts load once the first page is on screen with its data.
const stopWatching = router.subscribe('onRendered', () => {
  pageHasDrawn()
  stopWatching()
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  /** Kept with one history entry, not in its address: a shared link carries none of it. */
  interface HistoryState {
    /** The realm home just after joining by an invite: greet the new member (once). */
    welcome?: boolean
  }
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
