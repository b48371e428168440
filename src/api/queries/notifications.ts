import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { nextCursor } from './next-cursor'

/** The reader's notifications (extension, design.md): newest first, 20 a page. Logging out clears them with the rest. */
export const notificationQueries = {
  all: () => ['notifications'] as const,
  list: () =>
    infiniteQueryOptions({
      queryKey: [...notificationQueries.all(), 'list'],
      queryFn: ({ pageParam, signal }) => apiRequest('/notifications', 'notificationPage', { query: { cursor: pageParam }, signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
}

export const notificationMutations = {
  /** POST /notifications/read: those named, all, or those of one board's or one realm's threads ("Dismiss notifications"). */
  markRead: (which: { ids: string[] } | 'all' | { board_id: string } | { realm_id: string }) =>
    apiRequest('/notifications/read', 'nothing', { method: 'POST', body: which === 'all' ? { all: true } : which }),
}
