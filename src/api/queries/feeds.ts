import { infiniteQueryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '../client'
import { feedPageSchema, type FeedPage } from '../schemas/feed'

const emptyPage: FeedPage = { activity: [], cursor: { next: null } }

/** Design: an empty feed may also come as a 204, which reads as a last, empty page. */
const feedResponseSchema = z.union([feedPageSchema, z.pipe(z.undefined(), z.transform(() => emptyPage))])

const paging = {
  // Back from a long read must find every page the reader had scrolled through (default: 5 min).
  gcTime: 30 * 60_000,
  initialPageParam: undefined as string | undefined,
  // A server that answered the same cursor again would otherwise be asked forever.
  getNextPageParam: (last: FeedPage, _pages: FeedPage[], lastCursor: string | undefined) =>
    last.cursor.next && last.cursor.next !== lastCursor ? last.cursor.next : undefined,
}

export const feedQueries = {
  all: () => ['feeds'] as const,
  /** 1. GET /feeds/boards/{board_id}, optionally filtered by one category. */
  board: (boardId: string, category?: string) =>
    infiniteQueryOptions({
      queryKey: [...feedQueries.all(), 'board', boardId, { category }],
      queryFn: ({ pageParam, signal }) =>
        apiRequest(`/feeds/boards/${encodeURIComponent(boardId)}`, feedResponseSchema, {
          query: { cursor: pageParam, categoryFilter: category },
          signal,
        }),
      ...paging,
    }),
  /** 7. GET /feeds/users/@me/stars. */
  stars: () =>
    infiniteQueryOptions({
      queryKey: [...feedQueries.all(), 'stars'],
      queryFn: ({ pageParam, signal }) =>
        apiRequest('/feeds/users/@me/stars', feedResponseSchema, { query: { cursor: pageParam }, signal }),
      ...paging,
    }),
}
