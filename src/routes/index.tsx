import { createFileRoute } from '@tanstack/react-router'
import { getAccessToken } from '../api/access-token'
import { userQueries } from '../api/queries/users'
import { PageHeading } from '../components/ui/PageHeading'
import { ErrorNotice } from '../features/errors/ErrorNotice'
import { defaultRealmSlug } from '../lib/app-config'
import { homeRealmSlug } from '../lib/home-realm'
import { RealmHomePage } from './-realm-home'
import { loadRealmHome } from './-realm-home-loader'

/** The front page: the home of the default realm, or of the reader's own realm (lib/home-realm). */
export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => {
    // Who the reader is only picks the realm: should that fail, the default realm will do.
    const me = getAccessToken() === null ? undefined : await queryClient.ensureQueryData(userQueries.me()).catch(() => undefined)
    const slug = me ? homeRealmSlug(me) : defaultRealmSlug
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
