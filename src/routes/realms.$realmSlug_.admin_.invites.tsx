import { createFileRoute } from '@tanstack/react-router'
import { inviteQueries } from '../api/queries/invites'
import { AdminPage } from '../features/realm-admin/AdminPage'
import { InvitesAdmin } from '../features/realm-admin/invites/InvitesAdmin'
import { adminRoute } from './-components/admin-route'

export const Route = createFileRoute('/realms/$realmSlug_/admin_/invites')({
  ...adminRoute(
    'Invites',
    { missing: "This realm doesn't exist", forMembers: "Invites are for the realm's moderators", failed: "The invites didn't load" },
    (queryClient, realm) => queryClient.ensureQueryData(inviteQueries.ofRealm(realm.id)),
  ),
  component: InvitesPage,
})

function InvitesPage() {
  const { realmSlug } = Route.useParams()
  const { moderator } = Route.useLoaderData()
  return (
    <AdminPage title="Invites" realmSlug={realmSlug} moderator={moderator}>
      {(realm) => <InvitesAdmin realm={realm} />}
    </AdminPage>
  )
}
