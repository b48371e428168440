import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { type ThreadPatchBody } from '../../contract/schemas/thread-patch'

const path = (threadId: string, rest = '') => `/threads/${encodeURIComponent(threadId)}${rest}`

export const threadQueries = {
  all: () => ['threads'] as const,
  /** 4. GET /threads/{thread_id}. */
  detail: (threadId: string) =>
    queryOptions({
      queryKey: [...threadQueries.all(), threadId],
      queryFn: ({ signal }) => apiRequest(path(threadId), 'thread', { signal }),
    }),
}

/** GET /threads/{thread_id}/changes (extension): what the thread gained after an event, for the "new replies" pill. */
export const readThreadChanges = (threadId: string, afterEventId: string) =>
  apiRequest(path(threadId, '/changes'), 'threadChanges', { query: { after: afterEventId } })

/** Thread operations, for `useMutation`; callers update the caches through the factories' keys. */
export const threadMutations = {
  /** 3. PATCH /threads/{thread_id}: answers a plain-text acknowledgement. */
  update: (threadId: string, patch: ThreadPatchBody) => apiRequest(path(threadId), 'text', { method: 'PATCH', body: patch }),
  /** 9. POST /threads/{thread_id}/mute. */
  mute: (threadId: string) => apiRequest(path(threadId, '/mute'), 'nothing', { method: 'POST' }),
  unmute: (threadId: string) => apiRequest(path(threadId, '/mute'), 'nothing', { method: 'DELETE' }),
  /** Extension (design.md, "Reader controls"): collapsed in feeds, no notifications; it still opens. */
  hide: (threadId: string) => apiRequest(path(threadId, '/hide'), 'nothing', { method: 'POST' }),
  unhide: (threadId: string) => apiRequest(path(threadId, '/hide'), 'nothing', { method: 'DELETE' }),
  star: (threadId: string) => apiRequest(path(threadId, '/stars'), 'nothing', { method: 'POST' }),
  unstar: (threadId: string) => apiRequest(path(threadId, '/stars'), 'nothing', { method: 'DELETE' }),
  /** Marks what the user has seen, so it stops counting as new. */
  visit: (threadId: string) => apiRequest(path(threadId, '/visits'), 'nothing', { method: 'POST' }),
}
