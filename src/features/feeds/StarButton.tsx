import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import { feedQueries } from '../../api/queries/feeds'
import { threadMutations } from '../../api/queries/threads'
import { type FeedPage } from '../../api/schemas/feed'
import { Button } from '../../components/ui/Button'
import { patchThreadInFeed } from './feed-pages'

/**
 * Stars or unstars a thread; every cached feed shows the new state at once. The star feed
 * is marked stale but not refetched now: a thread unstarred there stays in view, so the
 * reader can star it again, and leaves the list on the next visit.
 */
export function StarButton({ threadId, starred }: { threadId: string; starred: boolean }) {
  const queryClient = useQueryClient()
  const toggle = useMutation({
    mutationFn: () => (starred ? threadMutations.unstar(threadId) : threadMutations.star(threadId)),
    onSuccess: () => {
      queryClient.setQueriesData<InfiniteData<FeedPage, unknown>>({ queryKey: feedQueries.all() }, (feed) =>
        patchThreadInFeed(feed, threadId, { starred: !starred }),
      )
      return queryClient.invalidateQueries({ queryKey: feedQueries.stars().queryKey, refetchType: 'none' })
    },
  })
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="quiet" aria-pressed={starred} aria-disabled={toggle.isPending} onClick={() => toggle.isPending || toggle.mutate()}>
        <span aria-hidden="true">{starred ? '★' : '☆'}</span> Star
      </Button>
      {toggle.isError && (
        <span role="alert" className="text-sm text-red-800 dark:text-red-300">
          {toggle.error.message}
        </span>
      )}
    </span>
  )
}
