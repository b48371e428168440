import { useQueryClient } from '@tanstack/react-query'
import { ownWordsMutations, type WordsKind } from '../../../api/queries/own-words'
import { threadQueries } from '../../../api/queries/threads'
import { deletedWords, spliceWords } from '../../../api/thread-cache/own-words'
import { showToast } from '../../../components/ui/toasts'
import { deleteAfterUndo } from './pending-deletes'

/** What to delete: a post, or a comment on `postId`; `revision` as the page has it. */
export interface DeleteTarget {
  words: WordsKind
  id: string
  postId: string
  revision: number
}

/**
 * Deleting one's own words: nothing asked, the Undo offered for five seconds, then the request.
 * The thread shows "[deleted]" as it is sent; a refusal brings the words back (the thread is
 * fetched again) and says why.
 */
export function useDeleteWords(threadId: string) {
  const queryClient = useQueryClient()
  return (target: DeleteTarget) =>
    deleteAfterUndo(target.id, () => {
      const place = { postId: target.postId, commentId: target.words === 'comment' ? target.id : null }
      spliceWords(queryClient, threadId, place, deletedWords(target.revision))
      ownWordsMutations.delete(target.words, target.id).catch((error: unknown) => {
        void queryClient.invalidateQueries({ queryKey: threadQueries.detail(threadId).queryKey })
        showToast({
          tone: 'error',
          title: `Your ${target.words} was not deleted`,
          description: error instanceof Error ? error.message : undefined,
        })
      })
    })
}
