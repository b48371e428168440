import { Link } from '@tanstack/react-router'
import { defaultRealmSlug } from '../../lib/app-config'

const linkClass = 'text-teal-800 underline-offset-2 hover:underline dark:text-teal-300'

/** Realm › board, each a way back; the realm links home when it is the app's own realm. */
export function ThreadBreadcrumb({ realm, board }: { realm: { slug: string; name: string }; board: { id: string; name: string } }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 text-stone-700 dark:text-stone-300">
        <li>
          {realm.slug === defaultRealmSlug ? (
            <Link to="/" className={linkClass}>
              {realm.name}
            </Link>
          ) : (
            realm.name
          )}
        </li>
        <li>
          <span aria-hidden="true" className="mr-2">
            ›
          </span>
          <Link to="/boards/$boardId" params={{ boardId: board.id }} className={linkClass}>
            {board.name}
          </Link>
        </li>
      </ol>
    </nav>
  )
}
