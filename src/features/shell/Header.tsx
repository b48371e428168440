import { Link, useLocation } from '@tanstack/react-router'
import { useIsLoggedIn } from '../../api/access-token'
import { buttonClass } from '../../components/ui/Button'
import { BoardNav } from './BoardNav'
import { UserMenu } from './UserMenu'

export function Header() {
  const loggedIn = useIsLoggedIn()
  const location = useLocation()
  return (
    <header className="border-b border-stone-300 bg-white dark:border-stone-800 dark:bg-stone-900">
      <div className="mx-auto flex max-w-3xl flex-col gap-2 px-4 py-3">
        <div className="flex items-center justify-between gap-3">
          <Link to="/" className="text-xl font-bold tracking-tight text-teal-900 dark:text-teal-200">
            Teahouse
          </Link>
          {loggedIn ? (
            <UserMenu />
          ) : (
            location.pathname !== '/login' && (
              <Link to="/login" search={{ redirect: location.href }} className={buttonClass('primary')}>
                Log in
              </Link>
            )
          )}
        </div>
        <BoardNav />
      </div>
    </header>
  )
}
