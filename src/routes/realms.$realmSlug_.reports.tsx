import { createFileRoute } from '@tanstack/react-router'
import { moderationQueries } from '../api/queries/moderation'
import { ReportsList } from '../features/moderation/reports/ReportsList'
import { AdminPage } from '../features/realm-admin/AdminPage'
import { adminRoute } from './-components/admin-route'

export const Route = createFileRoute('/realms/$realmSlug_/reports')({
  ...adminRoute(
    'Reports',
    { missing: "This realm doesn't exist", forMembers: "Reports are for the realm's moderators", failed: "The reports didn't load" },
    (queryClient, realm) => queryClient.ensureInfiniteQueryData(moderationQueries.reports(realm.id, 'open')),
  ),
  component: ReportsPage,
})

function ReportsPage() {
  const { realmSlug } = Route.useParams()
  const { moderator } = Route.useLoaderData()
  return (
    <AdminPage title="Reports" realmSlug={realmSlug} moderator={moderator}>
      {(realm) => <ReportsList realmId={realm.id} realmName={realm.name} />}
    </AdminPage>
  )
}
