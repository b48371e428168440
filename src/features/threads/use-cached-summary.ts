import { type QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { feedQueries } from '../../api/queries/feeds'
import { cachedSummary } from '../../api/thread-cache/feed-copy'
import { type ThreadSummary } from '../../contract/schemas/thread-summary'

const [feedsKey] = feedQueries.all()

/**
 * The thread's summary from the cached feeds, kept current: starring or muting while the
 * feed's copy stands in for the thread changes that copy, and the page must show it.
 */
export function useCachedSummary(queryClient: QueryClient, threadId: string): ThreadSummary | undefined {
  // The server reads the same cache it sends along, so hydrating finds the same summary.
  const read = () => cachedSummary(queryClient, threadId)
  return useSyncExternalStore(
    (onChange) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === feedsKey) onChange()
      }),
    read,
    read,
  )
}
