import { type QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Notice } from '../components/ui/Notice'
import { PageHeading } from '../components/ui/PageHeading'
import { SignInSlotProvider } from '../components/ui/sign-in-slot'
import { Toaster } from '../components/ui/Toaster'
import { restoreSession } from '../features/auth/session'
import { SignedOutElsewhere } from '../features/auth/SignedOutElsewhere'
import { Header } from '../features/shell/Header'
import { OutageBar } from '../features/shell/OutageBar'
import { SkipLink } from '../features/shell/SkipLink'
import { useFocusOnNavigation } from '../features/shell/use-focus-on-navigation'
import { useDecorations } from '../features/settings/use-decorations'

interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Before any page loads its data, find out whether a user is still logged in.
  beforeLoad: () => restoreSession(),
  component: RootLayout,
  notFoundComponent: NotFound,
})

// A signed-in reader's bell: no visitor's page carries its code.
const NotificationBell = lazy(() =>
  import('../features/notifications/NotificationBell').then((module) => ({ default: module.NotificationBell })),
)

// Only needed once a session has ended under someone writing: not part of any page's first load.
const LoginForm = lazy(() => import('../features/auth/LoginForm').then((module) => ({ default: module.LoginForm })))

/** Signing in without leaving the page (a post whose session ended): the login form, in place. */
const signInInPlace = (onSignedIn: () => void) => (
  <Suspense fallback={<p role="status">Opening the sign-in form…</p>}>
    <LoginForm onLoggedIn={onSignedIn} />
  </Suspense>
)

function RootLayout() {
  useFocusOnNavigation()
  useDecorations()
  return (
    <SignInSlotProvider value={signInInPlace}>
      <SkipLink />
      <Header
        notifications={
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        }
      />
      <OutageBar />
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-6 wrap-break-word">
        <Outlet />
      </main>
      <Toaster />
      <SignedOutElsewhere />
    </SignInSlotProvider>
  )
}

function NotFound() {
  return (
    <>
      <PageHeading>Page not found</PageHeading>
      <div className="mt-4">
        <Notice title="There is no page at this address.">
          <Link to="/" className="text-teal-800 underline dark:text-teal-300">
            Go to the front page
          </Link>
        </Notice>
      </div>
    </>
  )
}
