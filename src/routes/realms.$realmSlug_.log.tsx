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
import { ModerationLog } from '../features/moderation/log/ModerationLog'

export const Route = createFileRoute('/realms/$realmSlug_/log')({
  beforeLoad: ({ location }) => requireUser(location),
  loader: async ({ context: { queryClient }, params }) => {
    const { realm, moderator } = await loadModeratedRealm(queryClient, params.realmSlug)
    if (moderator) await queryClient.ensureInfiniteQueryData(moderationQueries.log(realm.id))
    return { moderator }
  },
  pendingComponent: () => (
    <LogFrame>
      <Skeleton className="h-40" />
    </LogFrame>
  ),
  errorComponent: routeError(
    { missing: "This realm doesn't exist", forMembers: "The log is for the realm's moderators", failed: "The log didn't load" },
    { frame: LogFrame },
  ),
  component: LogPage,
})

function LogFrame({ children }: { children: ReactNode }) {
  const { realmSlug } = Route.useParams()
  return (
    <ModerationFrame title="Moderation log" realmSlug={realmSlug}>
      {children}
    </ModerationFrame>
  )
}

function LogPage() {
  const { realmSlug } = Route.useParams()
  const { moderator } = Route.useLoaderData()
  const realm = useSuspenseQuery(realmQueries.bySlug(realmSlug)).data
  if (!moderator) return <ForModeratorsOnly title="Moderation log" realmName={realm.name} realmSlug={realmSlug} />
  return (
    <LogFrame>
      <ModerationLog realmId={realm.id} />
    </LogFrame>
  )
}
