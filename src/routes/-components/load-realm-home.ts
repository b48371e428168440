import { type QueryClient } from '@tanstack/react-query'
import { feedQueries } from '../../api/queries/feeds'
import { realmQueries } from '../../api/queries/realms'
import { meIfLoggedIn } from '../../api/queries/users'
import { latestBoardIds } from '../../lib/readable-boards'

/** Waits for the realm (and who the reader is); the latest threads load while the page shows. */
export async function loadRealmHome(queryClient: QueryClient, slug: string): Promise<void> {
  const [realm, me] = await Promise.all([queryClient.ensureQueryData(realmQueries.bySlug(slug)), meIfLoggedIn(queryClient)])
  const member = me?.realms.some((membership) => membership.id === realm.id) ?? false
  void queryClient.prefetchInfiniteQuery(feedQueries.latest(latestBoardIds(realm, member)))
}
