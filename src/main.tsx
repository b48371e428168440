import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ApiError } from './api/client'
import { forgetDataOnSessionChange } from './features/auth/session'
import { routeTree } from './routeTree.gen'
import './styles.css'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Retry only what may pass next time: lost connections and server trouble, not a 4xx.
      retry: (failures, error) => failures < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 500),
    },
  },
})

const router = createRouter({
  routeTree,
  context: { queryClient },
  // Hovering or focusing a link loads the page's data, so the click shows it at once.
  defaultPreload: 'intent',
  // React Query decides freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 150,
  scrollRestoration: true,
})

forgetDataOnSessionChange(queryClient, router)

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
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
