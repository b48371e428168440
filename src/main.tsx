import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { type ReactNode, startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { loadAnswerSchemas } from './api/answers'
import { readEarlyThread } from './api/early-thread'
import { followOtherTabs } from './features/auth/other-tabs'
import { forgetDataOnSessionChange, mayHaveSession, restoreSession } from './features/auth/session'
import { holdPagesDuringOutage } from './features/shell/hold-pages-during-outage'
import { readDehydratedPage } from './lib/dehydrated-page'
import { nextTask } from './lib/next-task'
import { setDrawingWhole } from './lib/use-first-items-first'
import { whenReaderActs } from './components/ui/when-reader-acts'
import { PageRenderedAt } from './lib/time/use-now'
import { createAppRouter, createQueryClient } from './router'
import './styles.css'

// A public page comes drawn by the server as a visitor sees it, with the data it was drawn
// from (docs/decisions/038). A visitor's browser takes it over as it is. A reader who may be signed in
// gets their own page: the server's shows until the app has drawn theirs over it.
const drawn = mayHaveSession() ? null : readDehydratedPage()
// Ask for the session now, while React is still starting: the root route waits for this
// same answer before any page loads its data. A visitor's thread may be on its way already.
void restoreSession()
readEarlyThread()

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

// Checking the server's answers is not needed to take a page over or to read it, only to ask
// for more: that code (zod) loads with the first answer or event, or when the reader first
// does something, so it is there for what they do (docs/decisions/040 and 047).
whenReaderActs(() => void loadAnswerSchemas().catch(() => undefined))

forgetDataOnSessionChange(queryClient, router)
followOtherTabs()
holdPagesDuringOutage(router)
const stopWatching = router.subscribe('onRendered', () => {
  // The page is the app's now: a page the server drew showed before, and what was pressed
  // on it until now did nothing (e2e/fixtures.ts waits for this).
  document.documentElement.dataset.app = 'live'
  stopWatching()
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const app = (page: ReactNode) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
  </StrictMode>
)

if (drawn) {
  // The data the server drew with, then the route's code and loaders (which find that data
  // cached): the first render is then the server's to the letter, and React keeps its HTML.
  hydrate(queryClient, drawn.state)
  // As on the server: no Suspense of the router's own around the matches.
  router.ssr = { manifest: undefined }
  // Starting the app, loading the route and taking the page over, each in tasks of their own
  // (Lighthouse counts every task past 50 ms on its 4x slower CPU against the page).
  await nextTask()
  await router.load()
  await nextTask()
  // As a transition, React takes the page over in slices of a few milliseconds, and a tap
  // meanwhile is answered between two (a whole thread at once held a phone's page for
  // a few hundred milliseconds).
  // React listens from here on, and answers a press itself: presses kept before now are done
  // once the page is live (src/press-recorder.ts).
  document.documentElement.dataset.app = 'hydrating'
  // Until the reader goes to another page: parts of the drawn page are still taken over after
  // the router says it has rendered (React takes a Suspense boundary over after the rest).
  setDrawingWhole(true)
  const stopDrawingWhole = router.subscribe('onBeforeNavigate', (event) => {
    if (!event.fromLocation || !event.hrefChanged) return
    setDrawingWhole(false)
    stopDrawingWhole()
  })
  const drawnHref = router.state.location.href
  startTransition(() => {
    hydrateRoot(
      root,
      app(
        <PageRenderedAt at={drawn.renderedAt}>
          <RouterProvider router={router} />
        </PageRenderedAt>,
      ),
      {
        // A difference between the server's HTML and the first render: React draws that part
        // again, and says so (e2e fails on it: e2e/fixtures.ts). React's own error names only
        // the boundary; its cause says what went wrong inside.
        onRecoverableError: (error, info) => {
          // The reader went on (Enter in the search box) while part of the drawn page was
          // still being taken over: React drops that part for the page asked for, which is
          // right, and no difference between the server's page and the app's.
          if (router.state.location.href !== drawnHref) return
          console.error('Hydration: React redrew part of the page.', error, (error as { cause?: unknown }).cause ?? '', info.componentStack)
        },
      },
    )
  })
} else {
  // A page the server drew that is not taken over (an error page, or a signed-in reader's):
  // drawn here once loaded, it replaces the server's in one go rather than blank it.
  if (root.hasChildNodes()) await router.load()
  createRoot(root).render(app(<RouterProvider router={router} />))
}
