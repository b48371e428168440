import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { userQueries } from '../api/queries/users'
import { PageHeading } from '../components/ui/PageHeading'
import { requireUser } from '../features/auth/session'
import { ErrorNotice } from '../features/errors/ErrorNotice'
import { DecorationSwitches } from '../features/settings/DecorationSwitches'

export const Route = createFileRoute('/settings')({
  beforeLoad: ({ location }) => requireUser(location),
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(userQueries.settings())
  },
  errorComponent: ({ error }) => (
    <div className="space-y-4">
      <PageHeading>Settings</PageHeading>
      <ErrorNotice
        error={error}
        words={{ missing: "Your settings aren't here", forMembers: 'Log in to change your settings', failed: "Your settings didn't load" }}
      />
    </div>
  ),
  component: SettingsPage,
})

function SettingsPage() {
  const { data } = useSuspenseQuery(userQueries.settings())
  return (
    <div className="space-y-6">
      <PageHeading>Settings</PageHeading>
      <DecorationSwitches settings={data} />
    </div>
  )
}
