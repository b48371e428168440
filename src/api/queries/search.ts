import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { nextCursor } from './next-cursor'

/** GET /search (design.md "Search"): one realm's (or one board's) results, 20 a page, kept per query. */
export const searchQueries = {
  results: (search: { q: string; realm: string; board?: string }) =>
    infiniteQueryOptions({
      queryKey: ['search', search.realm, search.board ?? null, search.q],
      queryFn: ({ pageParam, signal }) =>
        apiRequest('/search', 'searchPage', {
          query: { q: search.q, realm: search.realm, board: search.board, cursor: pageParam },
          signal,
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
}
