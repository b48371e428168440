import { type QueryClient } from '@tanstack/react-query'
import { getAccessToken } from '../../api/access-token'
import { takeEarlyThread } from '../../api/early-thread'
import { realmQueries } from '../../api/queries/realms'
import { threadQueries } from '../../api/queries/threads'
import { cachedSummary } from '../../api/thread-cache/feed-copy'
import { defaultRealmSlug } from '../../lib/app-config'

/**
 * The thread route's loader. The thread comes from the first of its sources that has it:
 * - the early fetch: a visitor who opened it by its address may have it on its way already
 *   (src/early.ts);
 * - a feed's copy of its starter (opened from a feed): the page shows it at once, its
 *   placeholderData, and the rest arrives after the loader is done;
 * - the cache (an earlier visit);
 * - the network, over the skeleton.
 * The thread's realm (the header's boards, the breadcrumb) comes with it, so the page does not
 * grow a row above the thread after its first paint: the default realm is asked for beside the
 * thread (most threads are its), another realm once the thread names it.
 */
export async function loadThread(queryClient: QueryClient, threadId: string): Promise<void> {
  const options = threadQueries.detail(threadId)
  const realm = (slug: string) => queryClient.prefetchQuery(realmQueries.bySlug(slug))
  // Taken either way, so a later visit asks the server again; a reader who turned out to be
  // signed in must have the thread as they see it, with their token.
  const taken = takeEarlyThread(threadId)
  const early = taken && getAccessToken() === null ? taken : undefined
  const feedCopy = early || queryClient.getQueryData(options.queryKey) ? undefined : cachedSummary(queryClient, threadId)
  if (feedCopy) {
    void queryClient.prefetchQuery(options)
    await realm(feedCopy.parent_realm_slug)
    return
  }
  void realm(defaultRealmSlug)
  // The early fetch, else the cache, else the network.
  const thread = early ? await queryClient.fetchQuery({ ...options, queryFn: () => early }) : await queryClient.ensureQueryData(options)
  await realm(thread.parent_realm_slug)
}
