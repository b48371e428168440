import { useMutation, useQueryClient } from '@tanstack/react-query'
import { threadFlagMutation } from '../../api/thread-cache/thread-flags'
import { Button } from '../../components/ui/Button'

/**
 * Stars or unstars a thread; every cached copy of it shows the new state at once. A feed has
 * one per card: `title` (the card's heading) tells them apart for a screen reader.
 */
export function StarButton({ threadId, starred, title }: { threadId: string; starred: boolean; title: string }) {
  const queryClient = useQueryClient()
  const toggle = useMutation(threadFlagMutation(queryClient, threadId, 'starred'))
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant="quiet"
        aria-label={`Star “${title}”`}
        aria-pressed={starred}
        aria-disabled={toggle.isPending}
        onClick={() => toggle.isPending || toggle.mutate(!starred)}
      >
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
