import { useQuery } from '@tanstack/react-query'
import { realmQueries } from '../../api/queries/realms'
import { PageHeading } from '../../components/ui/PageHeading'
import { defaultRealmSlug } from '../../lib/app-config'
import { usePageHead } from '../../components/ui/page-head'
import { DeltaContent } from '../../lib/delta/DeltaContent'

/**
 * The board's name and tagline as the page heading, and its description (rich text its
 * moderators wrote, drawn as posts are) under them. Feeds do not carry them: the board's realm does.
 */
export function BoardHeading({ boardId, realmSlug = defaultRealmSlug }: { boardId: string; realmSlug?: string }) {
  const realm = useQuery(realmQueries.bySlug(realmSlug))
  const board = realm.data?.boards.find((candidate) => candidate.id === boardId)
  usePageHead({ description: board?.tagline || undefined })
  return (
    <div>
      <PageHeading>{board?.name ?? 'Board'}</PageHeading>
      {board?.tagline && <p className="mt-1 text-stone-700 dark:text-stone-300">{board.tagline}</p>}
      {board?.description && (
        <section
          aria-label={`About ${board.name}`}
          className="mt-4 rounded-lg border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
        >
          <DeltaContent content={board.description} revealScope={`board-${board.id}`} />
        </section>
      )}
    </div>
  )
}
