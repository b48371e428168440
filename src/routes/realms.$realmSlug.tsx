import { createFileRoute } from '@tanstack/react-router'
import { wordsFor } from '../features/errors/error-words'
import { routeError } from '../features/errors/route-error'
import { loadRealmHome } from './-components/load-realm-home'
import { RealmHomePage } from './-components/RealmHomePage'

export const Route = createFileRoute('/realms/$realmSlug')({
  loader: ({ context: { queryClient }, params }) => loadRealmHome(queryClient, params.realmSlug),
  errorComponent: routeError(wordsFor('realm')),
  component: RealmPage,
})

function RealmPage() {
  const { realmSlug } = Route.useParams()
  // Keyed: a welcome shown on one realm's home does not follow the reader to another's.
  return <RealmHomePage key={realmSlug} slug={realmSlug} />
}
