import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { realmQueries } from '../../api/queries/realms'
import { LockIcon } from '../../components/ui/LockIcon'
import { useThreadPlace } from './use-viewed-realm'

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 text-stone-700 hover:bg-stone-200 dark:text-stone-300 dark:hover:bg-stone-800'

const currentClass = 'bg-stone-200 font-semibold text-stone-950 dark:bg-stone-800 dark:text-white'

/**
 * The boards of the realm being viewed, each link named by its board; the current board (the
 * page's, or the thread's) is marked. Hidden if the realm cannot be read.
 */
export function BoardNav({ realmSlug }: { realmSlug: string }) {
  const realm = useQuery(realmQueries.bySlug(realmSlug))
  const threadBoardId = useThreadPlace().boardId
  if (!realm.data) return null
  return (
    <nav aria-label="Boards">
      <ul className="flex flex-wrap gap-1">
        {realm.data.boards.map((board) => (
          <li key={board.id}>
            <Link
              to="/boards/$boardId"
              params={{ boardId: board.id }}
              className={board.id === threadBoardId ? `${linkClass} ${currentClass}` : linkClass}
              aria-current={board.id === threadBoardId ? 'true' : undefined}
              activeProps={{ className: currentClass, 'aria-current': 'page' }}
            >
              {board.name}
              {board.members_only && (
                <>
                  <LockIcon />
                  <span className="sr-only"> (members only)</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
