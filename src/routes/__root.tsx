import { type QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router'
import { Notice } from '../components/ui/Notice'
import { PageHeading } from '../components/ui/PageHeading'
import { SignInSlotProvider } from '../components/ui/sign-in-slot'
import { Toaster } from '../components/ui/Toaster'
import { LoginForm } from '../features/auth/LoginForm'
import { restoreSession } from '../features/auth/session'
import { Header } from '../features/shell/Header'
import { SkipLink } from '../features/shell/SkipLink'
import { useFocusOnNavigation } from '../features/shell/use-focus-on-navigation'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Before any page loads its data, find out whether a user is still logged in.
  beforeLoad: () => restoreSession(),
  component: RootLayout,
  notFoundComponent: NotFound,
})

/** Signing in without leaving the page (a post whose session ended): the login form, in place. */
const signInInPlace = (onSignedIn: () => void) => <LoginForm onLoggedIn={onSignedIn} />

function RootLayout() {
  useFocusOnNavigation()
  return (
    <SignInSlotProvider value={signInInPlace}>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-6 wrap-break-word">
        <Outlet />
      </main>
      <Toaster />
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
