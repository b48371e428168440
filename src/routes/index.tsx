import { createFileRoute } from '@tanstack/react-router'
import { meIfLoggedIn } from '../api/queries/users'
import { PageHeading } from '../components/ui/PageHeading'
import { ErrorNotice } from '../features/errors/ErrorNotice'
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
  errorComponent: ({ error }) => (
    <div className="space-y-4">
      <PageHeading>Teahouse</PageHeading>
      <ErrorNotice error={error} what="the boards" />
    </div>
  ),
  component: FrontPage,
})

function FrontPage() {
  return <RealmHomePage slug={Route.useLoaderData().slug} />
}
