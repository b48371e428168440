import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readEarlyThread } from './api/early-thread'
import { pageHasDrawn } from './components/ui/deferred-module'
import { followOtherTabs } from './features/auth/other-tabs'
import { forgetDataOnSessionChange, restoreSession } from './features/auth/session'
import { holdPagesDuringOutage } from './features/shell/hold-pages-during-outage'
import { createAppRouter, createQueryClient } from './router'
import './styles.css'

// Ask for the session now, while React is still starting: the root route waits for this
// same answer before any page loads its data. A visitor's thread may be on its way already.
void restoreSession()
readEarlyThread()

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

forgetDataOnSessionChange(queryClient, router)
followOtherTabs()
holdPagesDuringOutage(router)
// Menus, dialogs and toasts load once the first page is on screen with its data.
const stopWatching = router.subscribe('onRendered', () => {
  pageHasDrawn()
  stopWatching()
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
