import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '../features/realm-admin/AdminPage'
import { MembersAdmin } from '../features/realm-admin/members/MembersAdmin'
import { adminRoute } from './-components/admin-route'

export const Route = createFileRoute('/realms/$realmSlug_/admin_/members')({
  ...adminRoute('Members', {
    missing: "This realm doesn't exist",
    forMembers: "The member list is for the realm's moderators",
    failed: "The members didn't load",
  }),
  component: MembersPage,
})

function MembersPage() {
  const { realmSlug } = Route.useParams()
  const { moderator } = Route.useLoaderData()
  return (
    <AdminPage title="Members" realmSlug={realmSlug} moderator={moderator}>
      {(realm) => <MembersAdmin realm={realm} />}
    </AdminPage>
  )
}
