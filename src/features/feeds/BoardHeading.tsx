import { useQuery } from '@tanstack/react-query'
import { realmQueries } from '../../api/queries/realms'
import { PageHeading } from '../../components/ui/PageHeading'
import { defaultRealmSlug } from '../../lib/app-config'

/**
 * The board's name as the page heading. Feeds do not carry board names, so it comes from the
 * realm: the default realm first, else the realm the feed's threads name.
 */
export function BoardHeading({ boardId, realmSlug }: { boardId: string; realmSlug?: string }) {
  const home = useQuery(realmQueries.bySlug(defaultRealmSlug))
  const fromHome = home.data?.boards.find((board) => board.id === boardId)
  const other = useQuery({
    ...realmQueries.bySlug(realmSlug ?? defaultRealmSlug),
    enabled: home.isFetched && !fromHome && realmSlug !== undefined && realmSlug !== defaultRealmSlug,
  })
  const board = fromHome ?? other.data?.boards.find((candidate) => candidate.id === boardId)
  return (
    <div>
      <PageHeading>{board?.name ?? 'Board'}</PageHeading>
      {board?.tagline && <p className="mt-1 text-stone-700 dark:text-stone-300">{board.tagline}</p>}
    </div>
  )
}
