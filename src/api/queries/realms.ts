import { type InfiniteData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { defaultRealmSlug } from '../../lib/app-config'
import { apiRequest } from '../client'
import { type FeedPage } from '../../contract/schemas/feed'
import { type Realm } from '../../contract/schemas/realm'

export const realmQueries = {
  all: () => ['realms'] as const,
  /** Extension: a realm and its boards. Boards change rarely, so the shell keeps them a while. */
  bySlug: (slug: string) =>
    queryOptions({
      queryKey: [...realmQueries.all(), slug],
      queryFn: ({ signal }) => apiRequest(`/realms/slug/${encodeURIComponent(slug)}`, 'realm', { signal }),
      staleTime: 5 * 60_000,
    }),
}

export const realmMutations = {
  /** DELETE /realms/{realm_id}/members/@me: the reader leaves the realm (design.md, "Realm admin"). */
  leave: (realmId: string) => apiRequest(`/realms/${encodeURIComponent(realmId)}/members/@me`, 'nothing', { method: 'DELETE' }),
}

/**
 * The realm a board belongs to, if a realm already fetched lists it. No operation names a
 * board's realm, and a board's feed does only through its threads (none on an empty board).
 */
function cachedRealmOfBoard(queryClient: QueryClient, boardId: string): Realm | undefined {
  return queryClient
    .getQueriesData<Realm>({ queryKey: realmQueries.all() })
    .map(([, realm]) => realm)
    .find((realm) => realm?.boards.some((board) => board.id === boardId))
}

/**
 * The slug of a board's realm, for a page about the board (its name, the header's board list):
 * a realm fetched already that lists it, else the default realm (fetched now; most boards are
 * its), else the realm the board's threads name, read from `threadsOnIt` (the board's feed,
 * asked only when needed). That realm is then fetched too.
 */
export async function realmSlugOfBoard(
  queryClient: QueryClient,
  boardId: string,
  threadsOnIt: () => Promise<InfiniteData<FeedPage, unknown> | undefined>,
): Promise<string | undefined> {
  if (!cachedRealmOfBoard(queryClient, boardId)) await queryClient.prefetchQuery(realmQueries.bySlug(defaultRealmSlug))
  const slug = cachedRealmOfBoard(queryClient, boardId)?.slug ?? (await threadsOnIt())?.pages[0]?.activity[0]?.parent_realm_slug
  if (slug) void queryClient.prefetchQuery(realmQueries.bySlug(slug))
  return slug
}
