import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { type ReactNode } from 'react'
import { userQueries } from '../api/queries/users'
import { PageHeading } from '../components/ui/PageHeading'
import { requireUser } from '../features/auth/session'
import { routeError } from '../features/errors/route-error'
import { DecorationSwitches } from '../features/settings/DecorationSwitches'
import { AvatarForm } from '../features/account/AvatarForm'
import { ChangePasswordForm } from '../features/account/ChangePasswordForm'
import { DigestSwitch } from '../features/account/DigestSwitch'
import { SessionsList } from '../features/account/SessionsList'
import { UsernameForm } from '../features/account/UsernameForm'

export const Route = createFileRoute('/settings')({
  beforeLoad: ({ location }) => requireUser(location),
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(userQueries.settings()), queryClient.ensureQueryData(userQueries.me())])
  },
  errorComponent: routeError(
    { missing: "Your settings aren't here", forMembers: 'Log in to change your settings', failed: "Your settings didn't load" },
    { frame: SettingsLayout },
  ),
  component: SettingsPage,
})

function SettingsPage() {
  const { data } = useSuspenseQuery(userQueries.settings())
  const { data: me } = useSuspenseQuery(userQueries.me())
  return (
    <div className="space-y-8">
      <PageHeading>Settings</PageHeading>
      <UsernameForm username={me.username} />
      <AvatarForm avatar={me.avatar} />
      <ChangePasswordForm />
      <SessionsList />
      <DigestSwitch value={data.email_notifications} email={me.email} />
      <DecorationSwitches settings={data} />
    </div>
  )
}

/** The page's heading, over its content or over why it could not be shown. */
function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4">
      <PageHeading>Settings</PageHeading>
      {children}
    </div>
  )
}
