import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/PageHeading'
import { ErrorNotice } from '../features/errors/ErrorNotice'
import { loadRealmHome } from './-components/load-realm-home'
import { RealmHomePage } from './-components/RealmHomePage'

export const Route = createFileRoute('/realms/$realmSlug')({
  loader: ({ context: { queryClient }, params }) => loadRealmHome(queryClient, params.realmSlug),
  errorComponent: ({ error }) => (
    <div className="space-y-4">
      <PageHeading>Realm</PageHeading>
      <ErrorNotice error={error} what="this realm" />
    </div>
  ),
  component: RealmPage,
})

function RealmPage() {
  const { realmSlug } = Route.useParams()
  // Keyed: a welcome shown on one realm's home does not follow the reader to another's.
  return <RealmHomePage key={realmSlug} slug={realmSlug} />
}
