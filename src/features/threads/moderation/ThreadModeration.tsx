import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { type ReactNode, useMemo, useState } from 'react'
import { moderationMutations } from '../../../api/queries/moderation'
import { threadQueries } from '../../../api/queries/threads'
import { spliceWords } from '../../../api/thread-cache/own-words'
import { showToast } from '../../../components/ui/toasts'
import { type ModerationControl, ModerationProvider, type ModerationTarget } from './moderation-context'
import { RemoveDialog } from './RemoveDialog'
import { ReportDialog } from './ReportDialog'

/** The moderator's own copy of the thread takes the removal: the words stay, marked removed with the reason. */
function markRemoval(queryClient: QueryClient, threadId: string, target: ModerationTarget, reason: string | null) {
  const thread = queryClient.getQueryData(threadQueries.detail(threadId).queryKey)
  const item =
    target.words === 'post'
      ? thread?.posts.find((post) => post.id === target.id)
      : thread?.comments[target.postId]?.find((comment) => comment.id === target.id)
  if (!item) return
  const place = { postId: target.postId, commentId: target.words === 'comment' ? target.id : null }
  spliceWords(queryClient, threadId, place, { ...item, removed: reason !== null, removal_reason: reason })
}

/**
 * Remove and Restore for the realm's moderators on every post and comment of the thread
 * (ModerationActions), Report for its other members, and the dialogs asking why; for anyone
 * else, nothing.
 */
export function ThreadModeration({
  threadId,
  role,
  children,
}: {
  threadId: string
  role: 'moderator' | 'member' | null
  children: ReactNode
}) {
  const queryClient = useQueryClient()
  const [removing, setRemoving] = useState<ModerationTarget | null>(null)
  const [reporting, setReporting] = useState<ModerationTarget | null>(null)
  const restore = useMutation({
    mutationFn: (target: ModerationTarget) => moderationMutations.restore(target.words, target.id),
    onSuccess: (_answer, target) => markRemoval(queryClient, threadId, target, null),
    onError: (error) => showToast({ tone: 'error', title: 'Not restored', description: error.message }),
  })
  const { mutate } = restore
  const control = useMemo<ModerationControl | null>(
    () =>
      role === 'moderator'
        ? { kind: 'moderator', remove: setRemoving, restore: mutate }
        : role === 'member'
          ? { kind: 'member', report: setReporting }
          : null,
    [role, mutate],
  )
  return (
    <ModerationProvider value={control}>
      {children}
      {removing && (
        <RemoveDialog
          key={removing.id}
          target={removing}
          onDone={(reason) => {
            if (reason !== null) markRemoval(queryClient, threadId, removing, reason)
            setRemoving(null)
          }}
        />
      )}
      {reporting && <ReportDialog key={reporting.id} target={reporting} onDone={() => setReporting(null)} />}
    </ModerationProvider>
  )
}
