import { type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { type FeedPage } from '../schemas/feed'
import { type Thread } from '../schemas/thread'
import { type ThreadSummary } from '../schemas/thread-summary'
import { feedQueries } from './feeds'
import { threadQueries } from './threads'

/*
 * One thread is cached in several places: its own answer, and as a summary in every feed
 * page that lists it. A change to the thread (a star, a mute, a visit) goes to all of them
 * through these helpers, so no page shows an old state of it.
 */

type FeedData = InfiniteData<FeedPage, unknown>
/** Fields a thread's summary and its full answer share, as a change to apply to both. */
export type ThreadPatch = Partial<Omit<ThreadSummary, 'id' | 'starter'>> & { starter?: Partial<ThreadSummary['starter']> }

function patchSummary<T extends ThreadSummary>(thread: T, patch: ThreadPatch): T {
  const { starter, ...rest } = patch
  return { ...thread, ...rest, starter: starter ? { ...thread.starter, ...starter } : thread.starter }
}

/**
 * Every cached feed page, with `threadId`'s summary changed. Only the feeds that list it are
 * touched, and each keeps how fresh it was: a patch is not a new answer from the server, and
 * a feed marked stale (a thread written since) must still be fetched again when next shown.
 */
export function patchThreadInFeeds(queryClient: QueryClient, threadId: string, patch: ThreadPatch): void {
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

/** The thread's own answer and every feed listing it, changed alike. */
export function patchThreadEverywhere(queryClient: QueryClient, threadId: string, patch: ThreadPatch): void {
  patchThreadInFeeds(queryClient, threadId, patch)
  queryClient.setQueryData<Thread>(threadQueries.detail(threadId).queryKey, (thread) => thread && patchSummary(thread, patch))
}

/**
 * Stops a refresh of the thread on its way, so its old answer cannot paint over a change
 * shown early. A first load is left alone: cancelling it would leave the page with nothing.
 */
export async function holdThreadRefresh(queryClient: QueryClient, threadId: string): Promise<void> {
  const { queryKey } = threadQueries.detail(threadId)
  if (queryClient.getQueryData(queryKey) !== undefined) await queryClient.cancelQueries({ queryKey })
}

/**
 * A change the server has confirmed, applied everywhere now and, if the thread was still on
 * its first load, once more when it lands: an answer asked for before the change would
 * otherwise show the old state.
 */
export function confirmThreadPatch(queryClient: QueryClient, threadId: string, patch: ThreadPatch): void {
  patchThreadEverywhere(queryClient, threadId, patch)
  const { queryKey } = threadQueries.detail(threadId)
  const query = queryClient.getQueryCache().find({ queryKey, exact: true })
  if (!query || query.state.data !== undefined || query.state.fetchStatus !== 'fetching') return
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.query !== query || event.type !== 'updated') return
    if (event.action.type === 'success') patchThreadEverywhere(queryClient, threadId, patch)
    if (event.action.type === 'success' || event.action.type === 'error') stop()
  })
}

/** A visit seen by the server: nothing in this thread is new any more, in any feed. */
export function markThreadSeenInFeeds(queryClient: QueryClient, threadId: string): void {
  patchThreadInFeeds(queryClient, threadId, {
    new: false,
    new_posts_amount: 0,
    new_comments_amount: 0,
    starter: { new: false, new_comments_amount: 0 },
  })
}
