import { useQuery } from '@tanstack/react-query'
import { useIsLoggedIn } from '../../../api/access-token'
import { userQueries } from '../../../api/queries/users'

/**
 * The id of whoever writes here, for their drafts. Kept through a session that ends while
 * writing (the cache is emptied then): not asked for again until someone signs back in, as a
 * visitor's @me is a 401 that would close the composer and lose the sign-in dialog.
 */
export function useWriterId(): string | undefined {
  const me = useQuery({ ...userQueries.me(), enabled: useIsLoggedIn(), placeholderData: (previous) => previous })
  return me.data?.id
}
