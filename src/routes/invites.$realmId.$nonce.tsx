import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useIsLoggedIn } from '../api/access-token'
import { inviteQueries } from '../api/queries/invites'
import { realmQueries } from '../api/queries/realms'
import { meIfLoggedIn, userQueries } from '../api/queries/users'
import { buttonClass } from '../components/ui/Button'
import { Notice } from '../components/ui/Notice'
import { PageHeading } from '../components/ui/PageHeading'
import { wordsFor } from '../features/errors/error-words'
import { routeError } from '../features/errors/route-error'
import { InvitePage } from '../features/invites/InvitePage'

// The nonce in this page's address never leaves in a Referer header (the server's
// Referrer-Policy and index.html's meta both say no-referrer) and nothing here logs it.
export const Route = createFileRoute('/invites/$realmId/$nonce')({
  // The invite's realm is the one the header shows.
  loader: async ({ context: { queryClient }, params: { realmId, nonce } }) => {
    const [status] = await Promise.all([queryClient.ensureQueryData(inviteQueries.status(realmId, nonce)), meIfLoggedIn(queryClient)])
    await queryClient.ensureQueryData(realmQueries.bySlug(status.realm_slug))
    return { realmSlug: status.realm_slug }
  },
  errorComponent: routeError(wordsFor('invite'), { missing: UnknownInvite }),
  component: InviteRoute,
})

function InviteRoute() {
  const { realmId, nonce } = Route.useParams()
  const { data: status } = useSuspenseQuery(inviteQueries.status(realmId, nonce))
  const { data: realm } = useSuspenseQuery(realmQueries.bySlug(status.realm_slug))
  const me = useQuery({ ...userQueries.me(), enabled: useIsLoggedIn() })
  return <InvitePage realmId={realmId} nonce={nonce} status={status} realm={realm} me={me.data} />
}

function UnknownInvite() {
  return (
    <div className="space-y-6">
      <PageHeading>Invite not found</PageHeading>
      <Notice title="This invite link is not known.">
        <p>Check that you opened the whole link (long links sometimes break in two), or ask the person who sent it for a new one.</p>
        <Link to="/" className={buttonClass('secondary')}>
          Go to the front page
        </Link>
      </Notice>
    </div>
  )
}
