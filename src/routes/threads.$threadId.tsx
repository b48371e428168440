import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense, useCallback } from 'react'
import * as z from 'zod/mini'
import { getAccessToken } from '../api/access-token'
import { takeEarlyThread } from '../api/early-thread'
import { cachedSummary } from '../api/queries/cached-summary'
import { realmQueries } from '../api/queries/realms'
import { threadQueries } from '../api/queries/threads'
import { ErrorNotice } from '../features/errors/ErrorNotice'
import { wordsFor } from '../features/errors/error-words'
import { ThreadPage } from '../features/threads/ThreadPage'
import { type RenderComposer } from '../features/threads/composer-context'
import { ThreadSkeleton } from '../features/threads/ThreadSkeleton'
import { defaultRealmSlug } from '../lib/app-config'

// Writing is loaded when the first composer opens: reading a thread costs none of it (decision 018).
const ThreadComposer = lazy(() => import('../features/writing/ThreadComposer').then((module) => ({ default: module.ThreadComposer })))

export const Route = createFileRoute('/threads/$threadId')({
  validateSearch: z.object({
    // Any text: a layout this app does not know (another server's `timeline`) reads as a thread.
    view: z.catch(z.optional(z.string().check(z.maxLength(40))), undefined),
    post: z.catch(z.optional(z.uuid()), undefined),
  }),
  // Opened from a feed, the thread's starter is already cached: show it at once and let the
  // rest arrive (the page's placeholderData). Otherwise wait, over the skeleton; a visitor
  // who opened it by its address may find it on its way already (src/early.ts).
  // The thread's realm (the header's boards, the breadcrumb) comes with it, so the page does
  // not grow a row above the thread after its first paint: the default realm is asked for
  // beside the thread (most threads are its), another realm once the thread names it.
  loader: async ({ context: { queryClient }, params }) => {
    const options = threadQueries.detail(params.threadId)
    const realm = (slug: string) => queryClient.prefetchQuery(realmQueries.bySlug(slug))
    const taken = takeEarlyThread(params.threadId)
    const early = taken && getAccessToken() === null ? taken : undefined
    if (!early && !queryClient.getQueryData(options.queryKey)) {
      const summary = cachedSummary(queryClient, params.threadId)
      if (summary) {
        void queryClient.prefetchQuery(options)
        await realm(summary.parent_realm_slug)
        return
      }
    }
    void realm(defaultRealmSlug)
    const thread = early ? await queryClient.fetchQuery({ ...options, queryFn: () => early }) : await queryClient.ensureQueryData(options)
    await realm(thread.parent_realm_slug)
  },
  // Once shown, a skeleton stays at least 200 ms (main.tsx), so showing it early for a thread
  // that is about to arrive would hold the thread back: here it waits for a load over 400 ms.
  pendingMs: 400,
  pendingComponent: ThreadSkeleton,
  errorComponent: ({ error }) => <ErrorNotice error={error} words={wordsFor('thread')} as="page" />,
  component: ThreadRoute,
})

function ThreadRoute() {
  const { threadId } = Route.useParams()
  const { view, post } = Route.useSearch()
  const navigate = Route.useNavigate()
  const renderComposer = useCallback<RenderComposer>(
    (target, done) => (
      <Suspense fallback={<p role="status">Opening the editor…</p>}>
        <ThreadComposer threadId={threadId} target={target} done={done} />
      </Suspense>
    ),
    [threadId],
  )
  return (
    <ThreadPage
      threadId={threadId}
      view={view}
      targetPostId={post}
      // A new layout starts at its top: the linked post was for the layout it came in.
      onViewChange={(next) => void navigate({ search: (previous) => ({ ...previous, view: next, post: undefined }), replace: true })}
      renderComposer={renderComposer}
    />
  )
}
