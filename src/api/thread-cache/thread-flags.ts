import { type QueryClient } from '@tanstack/react-query'
import { feedQueries } from '../queries/feeds'
import { threadMutations, threadQueries } from '../queries/threads'
import { optimisticThreadMutation } from './optimistic-patch'

type ThreadFlag = 'starred' | 'muted' | 'hidden'

const requests = {
  starred: { on: threadMutations.star, off: threadMutations.unstar },
  muted: { on: threadMutations.mute, off: threadMutations.unmute },
  hidden: { on: threadMutations.hide, off: threadMutations.unhide },
}

/**
 * Turns a per-user flag of a thread on or off. Safe to show at once: every cache holding the
 * thread changes before the server answers, and only this flag goes back if it refuses.
 * A thread unstarred in the star feed stays in view (stale, not refetched), so the reader can
 * star it again; it leaves the list on the next visit.
 */
export function threadFlagMutation(queryClient: QueryClient, threadId: string, flag: ThreadFlag) {
  return optimisticThreadMutation(queryClient, threadId, {
    mutationKey: [...threadQueries.all(), threadId, flag],
    request: (on: boolean) => (on ? requests[flag].on(threadId) : requests[flag].off(threadId)),
    change: (on) => ({ patch: { [flag]: on }, undo: { [flag]: !on } }),
    onSuccess: () => {
      if (flag === 'starred') void queryClient.invalidateQueries({ queryKey: feedQueries.stars().queryKey, refetchType: 'none' })
    },
  })
}

/**
 * "Mark as read" (POST /threads/{id}/visits): the thread's new counts clear everywhere at once,
 * and come back if the server refuses.
 */
export function markThreadReadMutation(queryClient: QueryClient, threadId: string, counts: { posts: number; comments: number }) {
  return optimisticThreadMutation(queryClient, threadId, {
    mutationKey: [...threadQueries.all(), threadId, 'read'],
    request: () => threadMutations.visit(threadId),
    change: () => ({
      patch: { new: false, new_posts_amount: 0, new_comments_amount: 0 },
      undo: { new: true, new_posts_amount: counts.posts, new_comments_amount: counts.comments },
    }),
  })
}
