import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { realmSchema } from '../schemas/realm'

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
