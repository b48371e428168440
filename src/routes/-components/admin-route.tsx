import { type QueryClient } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { type ReactNode } from 'react'
import { Skeleton } from '../../components/ui/Skeleton'
import { requireUser } from '../../features/auth/session'
import { type ErrorWords } from '../../features/errors/error-words'
import { routeError } from '../../features/errors/route-error'
import { loadModeratedRealm } from '../../features/realm-admin/load-moderated-realm'
import { RealmAdminFrame } from '../../features/realm-admin/RealmAdminFrame'
import { type Realm } from '../../contract/schemas/realm'

/**
 * What every moderators' page of a realm (boards, invites, members, reports, log) does the same
 * way: it asks for a signed-in reader, learns whether they moderate the realm before anything
 * of the page is asked (`more`, for moderators only), and waits or fails inside its own frame.
 */
export function adminRoute(title: string, words: ErrorWords, more?: (queryClient: QueryClient, realm: Realm) => Promise<unknown>) {
  function Frame({ children }: { children: ReactNode }) {
    const { realmSlug = '' } = useParams({ strict: false })
    return (
      <RealmAdminFrame title={title} realmSlug={realmSlug}>
        {children}
      </RealmAdminFrame>
    )
  }
  return {
    beforeLoad: ({ location }: { location: { href: string } }) => requireUser(location),
    loader: async ({ context: { queryClient }, params }: { context: { queryClient: QueryClient }; params: { realmSlug: string } }) => {
      const { realm, moderator } = await loadModeratedRealm(queryClient, params.realmSlug)
      if (moderator && more) await more(queryClient, realm)
      return { moderator }
    },
    pendingComponent: () => (
      <Frame>
        <Skeleton className="h-40" />
      </Frame>
    ),
    errorComponent: routeError(words, { frame: Frame }),
  }
}
