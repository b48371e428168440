import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { realmQueries } from '../../api/queries/realms'
import { defaultRealmSlug } from '../../lib/app-config'

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 text-stone-700 hover:bg-stone-200 dark:text-stone-300 dark:hover:bg-stone-800'

/** The default realm's boards, each link named by its board. Hidden if the realm cannot be read. */
export function BoardNav() {
  const realm = useQuery(realmQueries.bySlug(defaultRealmSlug))
  if (!realm.data) return null
  return (
    <nav aria-label="Boards">
      <ul className="flex flex-wrap gap-1">
        {realm.data.boards.map((board) => (
          <li key={board.id}>
            <Link
              to="/boards/$boardId"
              params={{ boardId: board.id }}
              className={linkClass}
              activeProps={{ className: 'bg-stone-200 font-semibold text-stone-950 dark:bg-stone-800 dark:text-white', 'aria-current': 'page' }}
            >
              {board.name}
              {board.members_only && (
                <span aria-hidden="true" className="ml-1 text-xs" title="Members only">
                  🔒
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
