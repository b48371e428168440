import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '../components/ui/PageHeading'
import { ErrorNotice } from '../features/errors/ErrorNotice'
import { RealmHomePage } from './-realm-home'
import { loadRealmHome } from './-realm-home-loader'

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
  return <RealmHomePage slug={realmSlug} />
}
