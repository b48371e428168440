import { type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { feedQueries } from '../queries/feeds'
import { type FeedPage } from '../../contract/schemas/feed'
import { type Thread } from '../../contract/schemas/thread'
import { type ThreadSummary } from '../../contract/schemas/thread-summary'

/*
 * What the feeds already know of a thread, for a page that opens it. Apart from the files that
 * change a thread everywhere (patch-thread.ts and the rest of this folder), which only a
 * signed-in reader's actions use: a visitor's pages load none of those (vite.config.ts).
 */

type FeedData = InfiniteData<FeedPage, unknown>

/** The thread's summary from any cached feed: enough to show its starter before the thread loads. */
export function cachedSummary(queryClient: QueryClient, threadId: string): ThreadSummary | undefined {
  for (const [, feed] of queryClient.getQueriesData<FeedData>({ queryKey: feedQueries.all() })) {
    for (const page of feed?.pages ?? []) {
      const found = page.activity.find((thread) => thread.id === threadId)
      if (found) return found
    }
  }
  return undefined
}

/** A cached summary dressed as a thread with only its starter, for `placeholderData`. */
export function placeholderThread(summary: ThreadSummary): Thread {
  return { ...summary, posts: [summary.starter], comments: {} }
}
