import { type QueryClient } from '@tanstack/react-query'
import { type Thread } from '../../contract/schemas/thread'
import { patchThread } from './patch-thread'

/** A visit seen by the server: nothing in this thread is new any more, in its own answer or any feed. */
export function markThreadSeen(queryClient: QueryClient, threadId: string): void {
  patchThread(
    queryClient,
    threadId,
    { new: false, new_posts_amount: 0, new_comments_amount: 0, starter: { new: false, new_comments_amount: 0 } },
    withoutNewMarks,
  )
}

/** The marks only the full answer holds: each contribution's and comment's own "new". */
function withoutNewMarks(thread: Thread): Thread {
  return {
    ...thread,
    posts: thread.posts.map((post) => (post.new || post.new_comments_amount > 0 ? { ...post, new: false, new_comments_amount: 0 } : post)),
    comments: Object.fromEntries(
      Object.entries(thread.comments).map(([postId, list]) => [postId, list.map((c) => (c.new ? { ...c, new: false } : c))]),
    ),
  }
}
