import { type ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { realmQueries } from '../api/queries/realms'
import { searchQueries } from '../api/queries/search'
import { PageHeading } from '../components/ui/PageHeading'
import { Skeleton } from '../components/ui/Skeleton'
import { routeError } from '../features/errors/route-error'
import { BoardFilter } from '../features/search/BoardFilter'
import { SearchResults } from '../features/search/SearchResults'
import { defaultRealmSlug } from '../lib/app-config'
import { searchText } from '../lib/search-params'

// `realm` (a slug) is ours beside design.md's q and board: the header searches the realm being read.
const searchParams = (search: Record<string, unknown>): { q?: string; board?: string; realm?: string } => ({
  // Words of any length: the server says what is too long for it, in words of its own.
  q: searchText(search.q),
  board: searchText(search.board),
  realm: searchText(search.realm),
})

export const Route = createFileRoute('/search')({
  validateSearch: searchParams,
  loaderDeps: ({ search }) => ({ q: search.q?.trim() ?? '', board: search.board, realm: search.realm ?? defaultRealmSlug }),
  loader: async ({ context: { queryClient }, deps }) => {
    const realm = await queryClient.ensureQueryData(realmQueries.bySlug(deps.realm))
    if (deps.q !== '') await queryClient.ensureInfiniteQueryData(searchQueries.results({ q: deps.q, realm: realm.id, board: deps.board }))
  },
  pendingComponent: () => (
    <SearchLayout>
      <Skeleton className="h-40" />
    </SearchLayout>
  ),
  errorComponent: routeError(
    { missing: 'There is nothing to search here', forMembers: 'This board is for members', failed: "The search didn't work" },
    { frame: SearchLayout },
  ),
  component: SearchPage,
})

function SearchLayout({ children, heading = 'Search' }: { children: ReactNode; heading?: string }) {
  return (
    <div className="space-y-4">
      <PageHeading>{heading}</PageHeading>
      {children}
    </div>
  )
}

function SearchPage() {
  const { q, board, realm: realmSlug } = Route.useLoaderDeps()
  const { data: realm } = useSuspenseQuery(realmQueries.bySlug(realmSlug))
  const boardName = realm.boards.find((candidate) => candidate.id === board)?.name
  const navigate = Route.useNavigate()
  if (q === '') {
    return (
      <SearchLayout>
        <p>Type words in the search box above and press Enter. Press / to get there from anywhere.</p>
      </SearchLayout>
    )
  }
  return (
    <SearchLayout heading={`Search ${boardName ?? realm.name}`}>
      <BoardFilter
        realm={realm}
        board={board}
        onChange={(next) => void navigate({ search: (previous) => ({ ...previous, board: next }) })}
      />
      <SearchResults q={q} realm={realm.id} board={board} />
    </SearchLayout>
  )
}
