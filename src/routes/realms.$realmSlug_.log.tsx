import { createFileRoute } from '@tanstack/react-router'
import { moderationQueries } from '../api/queries/moderation'
import { ModerationLog } from '../features/moderation/log/ModerationLog'
import { AdminPage } from '../features/realm-admin/AdminPage'
import { adminRoute } from './-components/admin-route'

export const Route = createFileRoute('/realms/$realmSlug_/log')({
  ...adminRoute(
    'Moderation log',
    { missing: "This realm doesn't exist", forMembers: "The log is for the realm's moderators", failed: "The log didn't load" },
    (queryClient, realm) => queryClient.ensureInfiniteQueryData(moderationQueries.log(realm.id)),
  ),
  component: LogPage,
})

function LogPage() {
  const { realmSlug } = Route.useParams()
  const { moderator } = Route.useLoaderData()
  return (
    <AdminPage title="Moderation log" realmSlug={realmSlug} moderator={moderator}>
      {(realm) => <ModerationLog realmId={realm.id} />}
    </AdminPage>
  )
}
