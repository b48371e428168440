import { type QueryClient } from '@tanstack/react-query'
import { feedQueries } from '../queries/feeds'
import { realmQueries } from '../queries/realms'
import { threadQueries } from '../queries/threads'
import { type Comment } from '../../contract/schemas/comment'
import { type Contribution } from '../../contract/schemas/contribution'
import { type Thread } from '../../contract/schemas/thread'
import { patchThread } from './patch-thread'

/*
 * What the server answered to a post, put into the cached thread where it belongs: a reply
 * or a comment never costs a refetch of a 2 MB thread. Splicing twice is harmless (an
 * answer replayed after a retry carries the same ids), so is splicing into a thread that
 * already has it from a refetch.
 */

const later = (a: string, b: string) => (Date.parse(b) > Date.parse(a) ? b : a)

/** The thread with a new contribution among its posts, and its counts up to date. */
export function withReply(thread: Thread, reply: Contribution): Thread {
  if (thread.posts.some((post) => post.id === reply.id)) return thread
  const toStarter = reply.parent_post_id === thread.starter.id
  return {
    ...thread,
    posts: [...thread.posts, reply],
    total_posts_amount: thread.total_posts_amount + 1,
    direct_threads_amount: thread.direct_threads_amount + (toStarter ? 1 : 0),
    last_activity_at: later(thread.last_activity_at, reply.created_at),
  }
}

/** The thread with new comments on `postId` (a part of a chain each), and its counts up to date. */
export function withComments(thread: Thread, postId: string, added: readonly Comment[]): Thread {
  const existing = thread.comments[postId] ?? []
  const fresh = added.filter((comment) => !existing.some((other) => other.id === comment.id))
  if (fresh.length === 0) return thread
  const count = (post: Contribution) =>
    post.id === postId ? { ...post, total_comments_amount: post.total_comments_amount + fresh.length } : post
  return {
    ...thread,
    starter: count(thread.starter),
    posts: thread.posts.map(count),
    comments: { ...thread.comments, [postId]: [...existing, ...fresh] },
    total_comments_amount: thread.total_comments_amount + fresh.length,
    last_activity_at: fresh.reduce((at, comment) => later(at, comment.created_at), thread.last_activity_at),
  }
}

/**
 * A written thread in every cache: its own answer changed by `change`, the feeds listing it
 * given its new counts, and every feed marked stale, so the next look at one brings the
 * thread to the top where it now belongs.
 */
function applyWrite(queryClient: QueryClient, threadId: string, change: (thread: Thread) => Thread): void {
  const { queryKey } = threadQueries.detail(threadId)
  const before = queryClient.getQueryData<Thread>(queryKey)
  if (before) {
    const after = change(before)
    // The feeds take the counts of the thread as it now is.
    const counts = {
      total_posts_amount: after.total_posts_amount,
      total_comments_amount: after.total_comments_amount,
      direct_threads_amount: after.direct_threads_amount,
      last_activity_at: after.last_activity_at,
      starter: { total_comments_amount: after.starter.total_comments_amount },
    }
    patchThread(queryClient, threadId, counts, () => after)
  }
  // A fetch of the thread begun before this write (a sign-in just now starts one) would answer
  // without it and overwrite the splice; with no copy to splice into, the thread must come
  // anyway. Fetched again, then: the answer is asked for after the write, so it holds it.
  if (!before || queryClient.isFetching({ queryKey }) > 0) void queryClient.invalidateQueries({ queryKey })
  markListsStale(queryClient)
}

/**
 * After any post: every feed may now order its threads differently, and a realm home's boards
 * count threads and show when they were last active. Marked stale, not fetched: each list
 * fetches again when next shown.
 */
export function markListsStale(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: feedQueries.all(), refetchType: 'none' })
  void queryClient.invalidateQueries({ queryKey: realmQueries.all(), refetchType: 'none' })
}

export function spliceReply(queryClient: QueryClient, threadId: string, reply: Contribution): void {
  applyWrite(queryClient, threadId, (thread) => withReply(thread, reply))
}

export function spliceComments(queryClient: QueryClient, threadId: string, postId: string, comments: readonly Comment[]): void {
  applyWrite(queryClient, threadId, (thread) => withComments(thread, postId, comments))
}
