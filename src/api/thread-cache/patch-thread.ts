import { type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { feedQueries } from '../queries/feeds'
import { threadQueries } from '../queries/threads'
import { type FeedPage } from '../../contract/schemas/feed'
import { type Thread } from '../../contract/schemas/thread'
import { type ThreadSummary } from '../../contract/schemas/thread-summary'

/*
 * One thread is cached in several places: its own answer, and as a summary in every feed
 * page that lists it. A change to the thread (a star, a mute, a visit, a reply) goes to all of
 * them through patchThread, so no page shows an old state of it.
 */

type FeedData = InfiniteData<FeedPage, unknown>
/** Fields a thread's summary and its full answer share, as a change to apply to both. */
export type ThreadChange = Partial<Omit<ThreadSummary, 'id' | 'starter'>> & { starter?: Partial<ThreadSummary['starter']> }

function patchSummary<T extends ThreadSummary>(thread: T, patch: ThreadChange): T {
  const { starter, ...rest } = patch
  return { ...thread, ...rest, starter: starter ? { ...thread.starter, ...starter } : thread.starter }
}

/**
 * Every cached feed page, with `threadId`'s summary changed. Only the feeds that list it are
 * touched, and each keeps how fresh it was: a patch is not a new answer from the server, and
 * a feed marked stale (a thread written since) must still be fetched again when next shown.
 */
function patchThreadInFeeds(queryClient: QueryClient, threadId: string, patch: ThreadChange): void {
  for (const [queryKey, feed] of queryClient.getQueriesData<FeedData>({ queryKey: feedQueries.all() })) {
    if (!feed?.pages.some((page) => page.activity.some((thread) => thread.id === threadId))) continue
    const before = queryClient.getQueryState(queryKey)
    const patched: FeedData = {
      ...feed,
      pages: feed.pages.map((page) => ({
        ...page,
        activity: page.activity.map((thread) => (thread.id === threadId ? patchSummary(thread, patch) : thread)),
      })),
    }
    queryClient.setQueryData<FeedData>(queryKey, patched, { updatedAt: before?.dataUpdatedAt })
    if (before?.isInvalidated) void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' })
  }
}

/**
 * The one way a thread changes in the cache: `patch` goes into its own answer and every feed
 * listing it, alike. `answer` first changes what only the full answer holds (its posts and
 * comments), when there is more to change than the fields a summary shares.
 */
export function patchThread(queryClient: QueryClient, threadId: string, patch: ThreadChange, answer?: (thread: Thread) => Thread): void {
  patchThreadInFeeds(queryClient, threadId, patch)
  queryClient.setQueryData<Thread>(
    threadQueries.detail(threadId).queryKey,
    (thread) => thread && patchSummary(answer ? answer(thread) : thread, patch),
  )
}
