import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense } from 'react'
import { useIsLoggedIn } from '../../api/access-token'
import { realmQueries } from '../../api/queries/realms'
import { SearchBox } from './SearchBox'
import { buttonClass } from '../../components/ui/Button'
import { BoardNav } from './BoardNav'
import { useViewedRealmSlug } from './use-viewed-realm'

// A signed-in reader's menus: a visitor's pages (most of the reading) carry none of their code.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })))
const RealmSwitcher = lazy(() => import('./RealmSwitcher').then((module) => ({ default: module.RealmSwitcher })))

/** Holds a menu button's place while its code arrives, so the header does not shift. */
const menuPlace = <span aria-hidden="true" className={buttonClass('secondary', 'invisible')} />

/**
 * index.html draws a stand-in of this header for the page's first paint (styles.css hides it).
 * `notifications` is the bell a signed-in reader sees, given by the root route (features do
 * not import each other).
 */
export function Header({ notifications }: { notifications?: ReactNode }) {
  const loggedIn = useIsLoggedIn()
  const location = useLocation()
  const realmSlug = useViewedRealmSlug()
  const realm = useQuery(realmQueries.bySlug(realmSlug))
  // Not on an invite: it has its own sign-in, and a /login?redirect= would copy its code into
  // another history entry. Its place is held there, so the header is one height on every page.
  const offersLogIn = location.pathname !== '/login' && !location.pathname.startsWith('/invites/')
  return (
    <header data-sidebar className="border-b border-stone-300 bg-white dark:border-stone-800 dark:bg-stone-900">
      <div className="mx-auto flex max-w-3xl flex-col gap-2 px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/" className="text-xl font-bold tracking-tight text-teal-900 dark:text-teal-200">
            Teahouse
          </Link>
          {/* Beside the name on a wide screen, a line of its own on a phone. */}
          <div className="order-last flex w-full sm:order-none sm:w-auto sm:max-w-xs sm:flex-1">
            <SearchBox realmSlug={realmSlug} />
          </div>
          {loggedIn ? (
            <div className="flex items-center gap-2">
              {notifications}
              <Suspense fallback={menuPlace}>
                <UserMenu />
              </Suspense>
            </div>
          ) : offersLogIn ? (
            <Link to="/login" search={{ redirect: location.href }} className={buttonClass('primary')}>
              Log in
            </Link>
          ) : (
            menuPlace
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {loggedIn && (
            <Suspense fallback={null}>
              <RealmSwitcher realmSlug={realmSlug} realmName={realm.data?.name ?? realmSlug} />
            </Suspense>
          )}
          <BoardNav realmSlug={realmSlug} />
        </div>
      </div>
    </header>
  )
}
