import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { realmQueries } from '../api/queries/realms'
import { ErrorNotice } from '../features/errors/ErrorNotice'
import { PageHeading } from '../components/ui/PageHeading'
import { defaultRealmSlug } from '../lib/app-config'

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(realmQueries.bySlug(defaultRealmSlug))
  },
  errorComponent: ({ error }) => (
    <div className="space-y-4">
      <PageHeading>Teahouse</PageHeading>
      <ErrorNotice error={error} what="the boards" />
    </div>
  ),
  component: RealmHome,
})

/** The default realm's front page: its boards, each with its tagline. */
function RealmHome() {
  const { data: realm } = useSuspenseQuery(realmQueries.bySlug(defaultRealmSlug))
  return (
    <div className="space-y-6">
      <PageHeading>{realm.name}</PageHeading>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Boards of this realm">
        {realm.boards.map((board) => (
          <li key={board.id} className="rounded-lg border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
            <h2 className="text-lg font-semibold">
              <Link to="/boards/$boardId" params={{ boardId: board.id }} className="text-teal-800 underline-offset-2 hover:underline dark:text-teal-300">
                {board.name}
              </Link>
            </h2>
            <p className="mt-1 text-stone-700 dark:text-stone-300">{board.tagline}</p>
            {board.members_only && <p className="mt-2 text-sm font-medium text-stone-700 dark:text-stone-300">Members only</p>}
          </li>
        ))}
      </ul>
    </div>
  )
}
