import { type QueryClient } from '@tanstack/react-query'
import { realmQueries } from '../../api/queries/realms'
import { meIfLoggedIn } from '../../api/queries/users'
import { type Realm } from '../../contract/schemas/realm'

/**
 * The realm of a moderators' page, and whether the reader moderates it: anyone else is told the
 * page is for its moderators (NotForModerators) before anything of it is asked.
 */
export async function loadModeratedRealm(queryClient: QueryClient, slug: string): Promise<{ realm: Realm; moderator: boolean }> {
  const [realm, me] = await Promise.all([queryClient.ensureQueryData(realmQueries.bySlug(slug)), meIfLoggedIn(queryClient)])
  return { realm, moderator: me?.realms.find((membership) => membership.id === realm.id)?.role === 'moderator' }
}
