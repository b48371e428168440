import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { routeTree } from '../routeTree.gen'
import { testQueryClient } from './render-with-router'

/** The whole app at `path`, with a fresh test QueryClient (`prepare` may fill it first, as earlier pages would). */
export function renderApp(path: string, prepare?: (queryClient: QueryClient) => void) {
  const queryClient = testQueryClient()
  prepare?.(queryClient)
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}
