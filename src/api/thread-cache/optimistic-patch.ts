import { type QueryClient, type UseMutationOptions } from '@tanstack/react-query'
import { threadQueries } from '../queries/threads'
import { patchThread, type ThreadChange } from './patch-thread'

/**
 * Stops a refresh of the thread on its way, so its old answer cannot paint over a change
 * shown early. A first load is left alone: cancelling it would leave the page with nothing.
 */
async function holdThreadRefresh(queryClient: QueryClient, threadId: string): Promise<void> {
  const { queryKey } = threadQueries.detail(threadId)
  if (queryClient.getQueryData(queryKey) !== undefined) await queryClient.cancelQueries({ queryKey })
}

/**
 * A change the server has confirmed, applied everywhere now and, if the thread was still on
 * its first load, once more when it lands: an answer asked for before the change would
 * otherwise show the old state.
 */
function confirmThreadChange(queryClient: QueryClient, threadId: string, patch: ThreadChange): void {
  patchThread(queryClient, threadId, patch)
  const { queryKey } = threadQueries.detail(threadId)
  const query = queryClient.getQueryCache().find({ queryKey, exact: true })
  if (!query || query.state.data !== undefined || query.state.fetchStatus !== 'fetching') return
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.query !== query || event.type !== 'updated') return
    if (event.action.type === 'success') patchThread(queryClient, threadId, patch)
    if (event.action.type === 'success' || event.action.type === 'error') stop()
  })
}

interface OptimisticThreadChange<TVariables> {
  mutationKey?: readonly unknown[]
  request: (variables: TVariables) => Promise<unknown>
  /** What the change shows at once, and what puts it back; `undo` is taken before the change. */
  change: (variables: TVariables) => { patch: ThreadChange; undo: ThreadChange }
  onSuccess?: (variables: TVariables) => void
  onError?: (error: Error) => void
}

/**
 * A change to a thread shown before the server answers (a star, a mute, its default view): every
 * cache holding the thread changes at once, only this change goes back if the server refuses,
 * and it is applied again once the server has it (confirmThreadChange).
 */
export function optimisticThreadMutation<TVariables>(
  queryClient: QueryClient,
  threadId: string,
  { mutationKey, request, change, onSuccess, onError }: OptimisticThreadChange<TVariables>,
): UseMutationOptions<unknown, Error, TVariables, ThreadChange> {
  return {
    mutationKey,
    mutationFn: request,
    onMutate: async (variables: TVariables) => {
      const { patch, undo } = change(variables)
      await holdThreadRefresh(queryClient, threadId)
      patchThread(queryClient, threadId, patch)
      return undo
    },
    onError: (error, _variables, undo) => {
      if (undo) patchThread(queryClient, threadId, undo)
      onError?.(error)
    },
    onSuccess: (_answer, variables) => {
      confirmThreadChange(queryClient, threadId, change(variables).patch)
      onSuccess?.(variables)
    },
  }
}
