import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useMatch } from '@tanstack/react-router'
import { realmQueries } from '../../api/queries/realms'
import { cachedSummary } from '../../api/queries/thread-cache'
import { threadQueries } from '../../api/queries/threads'
import { defaultRealmSlug } from '../../lib/app-config'

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 text-stone-700 hover:bg-stone-200 dark:text-stone-300 dark:hover:bg-stone-800'

const currentClass = 'bg-stone-200 font-semibold text-stone-950 dark:bg-stone-800 dark:text-white'

/** On a thread's page, the board it is on (from whatever the cache knows of the thread). */
function useThreadBoardId(): string | undefined {
  const queryClient = useQueryClient()
  const threadId = useMatch({ from: '/threads/$threadId', shouldThrow: false })?.params.threadId
  // Reads the cache only: the thread page itself does the fetching.
  const thread = useQuery({ ...threadQueries.detail(threadId ?? ''), enabled: false })
  if (!threadId) return undefined
  return thread.data?.parent_board_id ?? cachedSummary(queryClient, threadId)?.parent_board_id
}

/**
 * The default realm's boards, each link named by its board; the current board (the page's, or
 * the thread's) is marked. Hidden if the realm cannot be read.
 */
export function BoardNav() {
  const realm = useQuery(realmQueries.bySlug(defaultRealmSlug))
  const threadBoardId = useThreadBoardId()
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
              {board.members_only && <LockIcon />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Marks a members-only board. Drawn, not an emoji: not every system has an emoji font. */
function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="ml-1.5 size-3.5 fill-current opacity-70">
      <path d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z" />
    </svg>
  )
}
