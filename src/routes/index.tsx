import { createFileRoute } from '@tanstack/react-router'
import { meIfLoggedIn } from '../api/queries/users'
import { wordsFor } from '../features/errors/error-words'
import { routeError } from '../features/errors/route-error'
import { homeRealmSlug } from '../lib/home-realm'
import { loadRealmHome } from './-components/load-realm-home'
import { RealmHomePage } from './-components/RealmHomePage'

/** The front page: the home of the default realm, or of the reader's own realm (lib/home-realm). */
export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    const slug = homeRealmSlug(await meIfLoggedIn(queryClient))
    await loadRealmHome(queryClient, slug)
    return { slug }
  },
  errorComponent: routeError(wordsFor('realm', { failed: "Teahouse's front page didn't load" })),
  component: FrontPage,
})

function FrontPage() {
  return <RealmHomePage slug={Route.useLoaderData().slug} />
}
