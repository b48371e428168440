import { dehydrate, type DehydratedState, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'
import { ApiError } from './api/client'
import { CollectPageHead, type PageHead } from './components/ui/page-head'
import { pageHeadTags } from './page-head-tags'
import { PageRenderedAt } from './lib/time/use-now'
import { createAppRouter, createQueryClient } from './router'

export { setApiTransport } from './api/client'
export { setServerOrigin } from './lib/app-origin'

/** A page as the server renders it for a visitor (docs/decisions/038). */
export interface RenderedPage {
  /** 200, or the status of the API answer that made the page an error page (404, 400…). */
  status: number
  /** The HTML inside the page's #root. */
  html: string
  /** The page's head tags (title, description, link previews), as HTML. */
  head: string
  /** What the browser hydrates from: the data the page was drawn with, and when it was drawn. */
  payload: { state: DehydratedState; renderedAt: string }
}

/**
 * The status a page answers with: the router's verdict on the server (`_serverResult`, which
 * its own request handler reads: 404 for an address no route has), and for a route that
 * failed, the status of the API answer that failed it (a thread not found is a 404, not the
 * router's 500).
 */
function statusOf(router: ReturnType<typeof createAppRouter>, queryClient: QueryClient): number {
  for (const match of router.state.matches) {
    if (match.status === 'notFound') return 404
    if (match.status === 'error') return match.error instanceof ApiError && match.error.status >= 400 ? match.error.status : 500
  }
  const verdict = (router as { _serverResult?: { type: string; status?: number } })._serverResult
  const status = verdict?.type === 'render' && verdict.status !== undefined ? verdict.status : 200
  // A part of the page whose data failed (a realm home's latest threads) would be drawn as
  // its error here and as loading in the browser, which has not got that data: the page is
  // the browser's to draw (503: the server sends the app's shell).
  if (status === 200 && queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0) return 503
  return status
}

/**
 * The canonical form of `url` (a path with its query): its parameters as the page reads them,
 * without those it drops (a `?post=` that is no post's id, a `?category=` too long). The router
 * draws only a canonical address: at any other it would draw nothing, and in the browser it
 * writes the canonical one in the address bar, so the server sends the browser there first.
 */
export function canonicalPath(url: string): string {
  const router = createAppRouter(createQueryClient({ server: true }), {
    history: createMemoryHistory({ initialEntries: [url] }),
    server: true,
  })
  const { pathname } = router.latestLocation
  return router.buildLocation({ to: pathname, search: true, params: true, hash: true, _includeValidateSearch: true }).publicHref
}

/**
 * Renders the page at `url` (a path with its query) as a visitor sees it: loads its data
 * through the app's own loaders, waits for what they started without waiting, and renders
 * every Suspense boundary to the end (no streaming: the answer is kept as bytes, and a
 * streamed page would need inline scripts the CSP refuses).
 */
export async function renderPage(url: string, now: Date = new Date()): Promise<RenderedPage> {
  const queryClient = createQueryClient({ server: true })
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [url] }), server: true })
  try {
    await router.load()
    // What the loaders started without waiting for is part of the first screen too.
    for (;;) {
      const fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' })
      if (fetching.length === 0) break
      await Promise.allSettled(fetching.map((query) => query.promise))
    }
    const head: PageHead = {}
    const { prelude } = await prerender(
      <CollectPageHead head={head}>
        <PageRenderedAt at={now}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </PageRenderedAt>
      </CollectPageHead>,
      {
        // A part that fails to render is left for the browser to draw (React's fallback); the
        // server says why in its log.
        onError: (error) => console.error('A page part failed to render on the server:', error),
        // Every part in its place: React would otherwise send a big part after the rest, put
        // in place by an inline script (`$RC`), which the CSP refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    )
    const html = await new Response(prelude).text()
    return {
      status: statusOf(router, queryClient),
      html,
      head: pageHeadTags(head, url),
      payload: { state: dehydrate(queryClient), renderedAt: now.toISOString() },
    }
  } finally {
    // Its garbage-collection timers would otherwise keep every page's data for minutes.
    queryClient.clear()
  }
}
