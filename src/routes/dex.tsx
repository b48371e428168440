import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { type ReactNode } from 'react'
import { userQueries } from '../api/queries/users'
import { PageHeading } from '../components/ui/PageHeading'
import { requireUser } from '../features/auth/session'
import { DexSeasons } from '../features/dex/DexSeasons'
import { routeError } from '../features/errors/route-error'

export const Route = createFileRoute('/dex')({
  beforeLoad: ({ location }) => requireUser(location),
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(userQueries.dex())
  },
  errorComponent: routeError(
    { missing: "Your dex isn't here", forMembers: 'Log in to see your dex', failed: "Your dex didn't load" },
    { frame: DexLayout },
  ),
  component: DexPage,
})

function DexPage() {
  const { data } = useSuspenseQuery(userQueries.dex())
  return (
    <div className="space-y-6">
      <div>
        <PageHeading>Dex</PageHeading>
        <p className="mt-1 text-stone-700 dark:text-stone-300">Every secret identity you have posted under, collected season by season.</p>
      </div>
      <DexSeasons dex={data} />
    </div>
  )
}

/** The page's heading, over its content or over why it could not be shown. */
function DexLayout({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4">
      <PageHeading>Dex</PageHeading>
      {children}
    </div>
  )
}
