import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { type Realm, realmSchema } from '../schemas/realm'

export const realmQueries = {
  all: () => ['realms'] as const,
  /** Extension: a realm and its boards. Boards change rarely, so the shell keeps them a while. */
  bySlug: (slug: string) =>
    queryOptions({
      queryKey: [...realmQueries.all(), slug],
      queryFn: ({ signal }) => apiRequest(`/realms/slug/${encodeURIComponent(slug)}`, realmSchema, { signal }),
      staleTime: 5 * 60_000,
    }),
}

/**
 * The realm a board belongs to, if a realm already fetched lists it. No operation names a
 * board's realm, and a board's feed does only through its threads (none on an empty board).
 */
export function cachedRealmOfBoard(queryClient: QueryClient, boardId: string): Realm | undefined {
  return queryClient
    .getQueriesData<Realm>({ queryKey: realmQueries.all() })
    .map(([, realm]) => realm)
    .find((realm) => realm?.boards.some((board) => board.id === boardId))
}
