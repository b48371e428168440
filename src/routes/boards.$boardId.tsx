import { type ReactNode } from 'react'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useIsLoggedIn } from '../api/access-token'
import * as z from 'zod/mini'
import { feedQueries } from '../api/queries/feeds'
import { realmSlugOfBoard } from '../api/queries/realms'
import { buttonClass } from '../components/ui/Button'
import { Notice } from '../components/ui/Notice'
import { BoardHeading } from '../features/feeds/BoardHeading'
import { CategoryFilter } from '../features/feeds/CategoryFilter'
import { ErrorNotice } from '../features/errors/ErrorNotice'
import { FeedList } from '../features/feeds/FeedList'
import { FeedSkeleton } from '../features/feeds/FeedSkeleton'

export const Route = createFileRoute('/boards/$boardId')({
  validateSearch: z.object({
    category: z.catch(z.optional(z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(100))), undefined),
  }),
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
  errorComponent: ({ error }) => (
    <BoardLayout>
      <ErrorNotice error={error} what="these threads" />
    </BoardLayout>
  ),
  component: BoardFeed,
})

function BoardLayout({ realmSlug, children }: { realmSlug?: string; children: ReactNode }) {
  const { boardId } = Route.useParams()
  const loggedIn = useIsLoggedIn()
  return (
    <div data-feed className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <BoardHeading boardId={boardId} realmSlug={realmSlug} />
        {loggedIn && (
          <Link to="/boards/$boardId/new" params={{ boardId }} className={buttonClass('primary')}>
            New thread
          </Link>
        )}
      </div>
      {children}
    </div>
  )
}

function BoardFeed() {
  const { boardId } = Route.useParams()
  const { category } = Route.useSearch()
  const navigate = Route.useNavigate()
  const feed = useSuspenseInfiniteQuery(feedQueries.board(boardId, category))
  const clear = () => void navigate({ search: (previous) => ({ ...previous, category: undefined }) })
  return (
    <BoardLayout realmSlug={Route.useLoaderData().realmSlug}>
      {category && <CategoryFilter category={category} onClear={clear} />}
      <FeedList
        feed={feed}
        empty={<Notice title={category ? `No threads in category ${category}.` : 'No threads on this board yet.'} />}
      />
    </BoardLayout>
  )
}
