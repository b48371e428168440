import { dehydrate, type DehydratedState, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'
import { ApiError } from './api/client'
import { RenderedAt } from './lib/time/use-now'
import { createAppRouter, createQueryClient } from './router'

export { setServerOrigin } from './lib/app-origin'

/** A page as the server renders it for a visitor (issue 26). */
export interface RenderedPage {
  /** 200, or the status of the API answer that made the page an error page (404, 400…). */
  status: number
  /** The HTML inside the page's #root. */
  html: string
  /** What the browser hydrates from: the data the page was drawn with, and when it was drawn. */
  payload: { state: DehydratedState; renderedAt: string }
}

/**
 * The status a page answers with: the router's verdict on the server (`_serverResult`, which
 * its own request handler reads: 404 for an address no route has), and for a route that
 * failed, the status of the API answer that failed it (a thread not found is a 404, not the
 * router's 500).
 */
function statusOf(router: ReturnType<typeof createAppRouter>): number {
  for (const match of router.state.matches) {
    if (match.status === 'notFound') return 404
    if (match.status === 'error') return match.error instanceof ApiError && match.error.status >= 400 ? match.error.status : 500
  }
  const verdict = (router as { _serverResult?: { type: string; status?: number } })._serverResult
  return verdict?.type === 'render' && verdict.status !== undefined ? verdict.status : 200
}

/**
 * Renders the page at `url` (a path with its query) as a visitor sees it: loads its data
 * through the app's own loaders, waits for what they started without waiting, and renders
 * every Suspense boundary to the end (no streaming: the answer is kept as bytes, and a
 * streamed page would need inline scripts the CSP refuses).
 */
export async function renderPage(url: string, now: Date = new Date()): Promise<RenderedPage> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [url] }), server: true })
  try {
    await router.load()
    // What the loaders started without waiting for is part of the first screen too.
    for (;;) {
      const fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' })
      if (fetching.length === 0) break
      await Promise.allSettled(fetching.map((query) => query.promise))
    }
    const { prelude } = await prerender(
      <RenderedAt value={now}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </RenderedAt>,
      // A part that fails to render is left for the browser to draw (React's fallback); the
      // server says why in its log.
      { onError: (error) => console.error('A page part failed to render on the server:', error) },
    )
    const html = await new Response(prelude).text()
    return { status: statusOf(router), html, payload: { state: dehydrate(queryClient), renderedAt: now.toISOString() } }
  } finally {
    // Its garbage-collection timers would otherwise keep every page's data for minutes.
    queryClient.clear()
  }
}
