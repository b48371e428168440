import { lazy, type ReactNode, Suspense } from 'react'
import { useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useIsLoggedIn } from '../api/access-token'
import { ApiError } from '../api/client'
import { feedQueries } from '../api/queries/feeds'
import { realmQueries, realmSlugOfBoard } from '../api/queries/realms'
import { userQueries } from '../api/queries/users'
import { buttonClass } from '../components/ui/Button'
import { Notice } from '../components/ui/Notice'
import { BoardHeading } from '../features/feeds/BoardHeading'

// A signed-in reader's own settings of the board: a visitor's board page loads none of their code.
const BoardControls = lazy(() => import('../features/realms/BoardControls').then((module) => ({ default: module.BoardControls })))
import { CategoryFilter } from '../features/feeds/CategoryFilter'
import { wordsFor } from '../features/errors/error-words'
import { ErrorNotice } from '../features/errors/ErrorNotice'
import { routeError } from '../features/errors/route-error'
import { FeedList } from '../features/feeds/FeedList'
import { FeedSkeleton } from '../features/feeds/FeedSkeleton'
import { NewThreadsPill } from '../features/feeds/live/NewThreadsPill'
import { useFeedLive } from '../features/feeds/live/use-feed-live'
import { searchText } from '../lib/search-params'
import { writeAccess } from '../lib/write-access'
import { WriteAccessNote } from '../components/forum/WriteAccessNote'

const boardWords = wordsFor('board', { failed: "This board's threads didn't load" })

export const Route = createFileRoute('/boards/$boardId')({
  // One category, as tags are kept: trimmed and lowercase, and at most 100 characters then.
  validateSearch: (search): { category?: string } => {
    const category = searchText(search.category)?.trim().toLowerCase()
    return { category: category && category.length <= 100 ? category : undefined }
  },
  loaderDeps: ({ search }) => ({ category: search.category }),
  // Loaders fill the query cache and return at most a place (a realm's slug), so the router
  // keeps no second copy of anyone's data (the cache is emptied on logout).
  // The board's realm (its name, the header's board list) is found beside the feed.
  loader: async ({ context: { queryClient }, params: { boardId }, deps }) => {
    const feed = queryClient.ensureInfiniteQueryData(feedQueries.board(boardId, deps.category))
    const [, realmSlug] = await Promise.all([feed, realmSlugOfBoard(queryClient, boardId, () => feed)])
    return { realmSlug }
  },
  pendingComponent: () => (
    <BoardLayout>
      <FeedSkeleton />
    </BoardLayout>
  ),
  errorComponent: routeError(boardWords, { frame: BoardLayout }),
  component: BoardFeed,
})

/** The board's heading, with what the reader may do here beside it (nothing while loading or on an error). */
function BoardLayout({ realmSlug, writing, children }: { realmSlug?: string; writing?: ReactNode; children: ReactNode }) {
  const { boardId } = Route.useParams()
  return (
    <div data-feed className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <BoardHeading boardId={boardId} realmSlug={realmSlug} />
        {writing}
      </div>
      {children}
    </div>
  )
}

/** "New thread" for the realm's members; to anyone else, why not and what to do. */
function BoardWriting({ realmSlug }: { realmSlug: string | undefined }) {
  const { boardId } = Route.useParams()
  const loggedIn = useIsLoggedIn()
  const me = useQuery({ ...userQueries.me(), enabled: loggedIn })
  const realm = useQuery({ ...realmQueries.bySlug(realmSlug ?? ''), enabled: realmSlug !== undefined })
  const access = writeAccess(loggedIn, loggedIn ? me.data : undefined, realm.data?.id)
  // An empty board of another realm names no realm (realmSlugOfBoard): the new-thread page
  // and the server decide there.
  const realmUnknown = realmSlug === undefined && loggedIn && me.data !== undefined
  const controls = loggedIn && realmSlug && (
    <Suspense fallback={null}>
      <BoardControls boardId={boardId} realmSlug={realmSlug} />
    </Suspense>
  )
  if (access === 'member' || realmUnknown) {
    return (
      <div className="flex flex-wrap gap-2">
        {controls}
        <Link to="/boards/$boardId/new" params={{ boardId }} className={buttonClass('primary')}>
          New thread
        </Link>
      </div>
    )
  }
  return (
    // A line of its own under the heading: beside it, the sentence would wrap into a narrow column.
    <div className="w-full space-y-3 text-sm">
      {controls}
      <WriteAccessNote
        access={access}
        realmName={realm.data?.name}
        // A visitor is offered, in one link, what signing in brings here (design.md, "Reader controls").
        action={access === 'visitor' ? 'start threads here, or pin and mute this board' : 'start threads here'}
      />
    </div>
  )
}

/**
 * Whether the board closed to this reader while the page was open: its realm now says members
 * only (read again on the live `reset` a reader it closed to hears), and they are not a member.
 */
function useClosedToReader(boardId: string, realmSlug: string | undefined): 401 | 403 | null {
  const loggedIn = useIsLoggedIn()
  const me = useQuery({ ...userQueries.me(), enabled: loggedIn })
  const realm = useQuery({ ...realmQueries.bySlug(realmSlug ?? ''), enabled: realmSlug !== undefined })
  const membersOnly = realm.data?.boards.find((board) => board.id === boardId)?.members_only === true
  const access = writeAccess(loggedIn, loggedIn ? me.data : undefined, realm.data?.id)
  if (!membersOnly || access === 'member' || access === 'checking') return null
  return access === 'visitor' ? 401 : 403
}

function BoardFeed() {
  const { boardId } = Route.useParams()
  const { category } = Route.useSearch()
  const navigate = Route.useNavigate()
  const feed = useSuspenseInfiniteQuery(feedQueries.board(boardId, category))
  const clear = () => void navigate({ search: (previous) => ({ ...previous, category: undefined }) })
  const { realmSlug } = Route.useLoaderData()
  const live = useFeedLive([boardId], feedQueries.board(boardId, category).queryKey)
  const closed = useClosedToReader(boardId, realmSlug)
  if (closed)
    return (
      <BoardLayout realmSlug={realmSlug}>
        <ErrorNotice error={new ApiError(closed, 'Its moderators made it members-only.')} words={boardWords} />
      </BoardLayout>
    )
  return (
    <BoardLayout realmSlug={realmSlug} writing={<BoardWriting realmSlug={realmSlug} />}>
      <NewThreadsPill newThreads={live.newThreads} active={live.active} stale={live.stale} onRefresh={live.refresh} />
      {category && <CategoryFilter category={category} onClear={clear} />}
      <FeedList feed={feed} empty={<Notice title={category ? `No threads in category ${category}.` : 'No threads on this board yet.'} />} />
    </BoardLayout>
  )
}
