import { useMutation, useQueryClient } from '@tanstack/react-query'
import { markThreadReadMutation, threadFlagMutation } from '../../api/thread-cache/thread-flags'
import { Button } from '../../components/ui/Button'
import { type ThreadSummary } from '../../contract/schemas/thread-summary'

/**
 * A signed-in reader's own controls on a feed card: Star, Hide (or Unhide), and Mark as read
 * while the thread has something new. Each shows at once in every cached copy of the thread.
 * A feed has one set per card: `title` (the card's heading) tells them apart for a screen reader.
 */
export function CardActions({ thread, title }: { thread: ThreadSummary; title: string }) {
  const queryClient = useQueryClient()
  const star = useMutation(threadFlagMutation(queryClient, thread.id, 'starred'))
  const hide = useMutation(threadFlagMutation(queryClient, thread.id, 'hidden'))
  const read = useMutation(
    markThreadReadMutation(queryClient, thread.id, { posts: thread.new_posts_amount, comments: thread.new_comments_amount }),
  )
  const failed = star.error ?? hide.error ?? read.error
  const hasNews = thread.new || thread.new_posts_amount > 0 || thread.new_comments_amount > 0
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      {hasNews && (
        <Button variant="quiet" aria-label={`Mark “${title}” as read`} onClick={() => read.isPending || read.mutate()}>
          Mark as read
        </Button>
      )}
      <Button
        variant="quiet"
        aria-label={`${thread.hidden ? 'Unhide' : 'Hide'} “${title}”`}
        onClick={() => hide.isPending || hide.mutate(!thread.hidden)}
      >
        {thread.hidden ? 'Unhide' : 'Hide'}
      </Button>
      <Button
        variant="quiet"
        aria-label={`Star “${title}”`}
        aria-pressed={thread.starred}
        aria-disabled={star.isPending}
        onClick={() => star.isPending || star.mutate(!thread.starred)}
      >
        <span aria-hidden="true">{thread.starred ? '★' : '☆'}</span> Star
      </Button>
      {failed && (
        <span role="alert" className="text-sm text-red-800 dark:text-red-300">
          {failed.message}
        </span>
      )}
    </span>
  )
}
