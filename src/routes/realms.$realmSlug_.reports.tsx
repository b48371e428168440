import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { type ReactNode } from 'react'
import { moderationQueries } from '../api/queries/moderation'
import { realmQueries } from '../api/queries/realms'
import { Skeleton } from '../components/ui/Skeleton'
import { requireUser } from '../features/auth/session'
import { routeError } from '../features/errors/route-error'
import { loadModeratedRealm } from '../features/moderation/load-moderation'
import { ForModeratorsOnly } from '../features/moderation/ForModeratorsOnly'
import { ModerationFrame } from '../features/moderation/ModerationFrame'
import { ReportsList } from '../features/moderation/reports/ReportsList'

export const Route = createFileRoute('/realms/$realmSlug_/reports')({
  beforeLoad: ({ location }) => requireUser(location),
  loader: async ({ context: { queryClient }, params }) => {
    const { realm, moderator } = await loadModeratedRealm(queryClient, params.realmSlug)
    if (moderator) await queryClient.ensureInfiniteQueryData(moderationQueries.reports(realm.id, 'open'))
    return { moderator }
  },
  pendingComponent: () => (
    <ReportsFrame>
      <Skeleton className="h-40" />
    </ReportsFrame>
  ),
  errorComponent: routeError(
    { missing: "This realm doesn't exist", forMembers: "Reports are for the realm's moderators", failed: "The reports didn't load" },
    { frame: ReportsFrame },
  ),
  component: ReportsPage,
})

function ReportsFrame({ children }: { children: ReactNode }) {
  const { realmSlug } = Route.useParams()
  return (
    <ModerationFrame title="Reports" realmSlug={realmSlug}>
      {children}
    </ModerationFrame>
  )
}

function ReportsPage() {
  const { realmSlug } = Route.useParams()
  const { moderator } = Route.useLoaderData()
  const realm = useSuspenseQuery(realmQueries.bySlug(realmSlug)).data
  if (!moderator) return <ForModeratorsOnly title="Reports" realmName={realm.name} realmSlug={realmSlug} />
  return (
    <ReportsFrame>
      <ReportsList realmId={realm.id} realmName={realm.name} />
    </ReportsFrame>
  )
}
