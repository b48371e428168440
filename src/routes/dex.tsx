import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { assetUrl } from '../api/client'
import { userQueries } from '../api/queries/users'
import { Notice } from '../components/ui/Notice'
import { ErrorNotice } from '../features/errors/ErrorNotice'
import { PageHeading } from '../components/ui/PageHeading'
import { requireUser } from '../features/auth/session'

export const Route = createFileRoute('/dex')({
  beforeLoad: ({ location }) => requireUser(location),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(userQueries.dex()),
  errorComponent: ({ error }) => (
    <div className="space-y-4">
      <PageHeading>Dex</PageHeading>
      <ErrorNotice error={error} what="your dex" />
    </div>
  ),
  component: DexPage,
})

/** The secret identities the user has held, season by season. */
function DexPage() {
  const { data } = useSuspenseQuery(userQueries.dex())
  return (
    <div className="space-y-6">
      <PageHeading>Dex</PageHeading>
      {data.seasons.length === 0 && <Notice title="No seasons yet. Post in a thread to catch your first identity." />}
      {data.seasons.map((season) => (
        <section key={season.id} aria-labelledby={`season-${season.id}`} className="space-y-3">
          <h2 id={`season-${season.id}`} className="text-lg font-semibold">
            {season.name}{' '}
            <span className="font-normal text-stone-700 dark:text-stone-300">
              ({season.caught_identities?.length ?? 0} of {season.identities_count} caught)
            </span>
          </h2>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-3">
            {(season.caught_identities ?? []).map(({ index, identity }) => (
              <li key={identity.id} className="flex flex-col items-center gap-1 rounded-lg border border-stone-300 p-2 text-center text-sm dark:border-stone-700">
                <img src={assetUrl(identity.avatar)} alt="" width={48} height={48} className="size-12 rounded-full" />
                <span className="break-words">{identity.name}</span>
                <span className="text-stone-700 dark:text-stone-300">#{index}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
