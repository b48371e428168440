import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { feedQueries } from './feeds'
import { confirmThreadPatch, holdThreadRefresh, patchThreadEverywhere } from './thread-cache'
import { threadMutations, threadQueries } from './threads'

export type ThreadFlag = 'starred' | 'muted'

const requests = {
  starred: { on: threadMutations.star, off: threadMutations.unstar },
  muted: { on: threadMutations.mute, off: threadMutations.unmute },
}

/**
 * Turns a per-user flag of a thread on or off. Safe to show at once: every cache holding the
 * thread changes before the server answers, and only this flag goes back if it refuses.
 * A thread unstarred in the star feed stays in view (stale, not refetched), so the reader can
 * star it again; it leaves the list on the next visit.
 */
export function threadFlagMutation(queryClient: QueryClient, threadId: string, flag: ThreadFlag) {
  return mutationOptions({
    mutationKey: [...threadQueries.all(), threadId, flag],
    mutationFn: (on: boolean) => (on ? requests[flag].on(threadId) : requests[flag].off(threadId)),
    onMutate: async (on: boolean) => {
      await holdThreadRefresh(queryClient, threadId)
      patchThreadEverywhere(queryClient, threadId, { [flag]: on })
    },
    onError: (_error, on) => patchThreadEverywhere(queryClient, threadId, { [flag]: !on }),
    onSuccess: (_answer, on) => {
      confirmThreadPatch(queryClient, threadId, { [flag]: on })
      if (flag === 'starred') void queryClient.invalidateQueries({ queryKey: feedQueries.stars().queryKey, refetchType: 'none' })
    },
  })
}
