import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense, useCallback } from 'react'
import { HIGHLIGHT_MAX_CHARS } from '../lib/highlight/find-words'
import { searchText, searchUuid } from '../lib/search-params'
import { wordsFor } from '../features/errors/error-words'
import { routeError } from '../features/errors/route-error'
import { ThreadPage } from '../features/threads/ThreadPage'
import { type RenderComposer } from '../features/threads/composer-context'
import { ThreadSkeleton } from '../features/threads/ThreadSkeleton'
import { loadThread } from './-components/load-thread'

// Writing is loaded when the first composer opens: reading a thread costs none of it (decision 018).
const ThreadComposer = lazy(() =>
  import('../features/writing/composer/ThreadComposer').then((module) => ({ default: module.ThreadComposer })),
)

export const Route = createFileRoute('/threads/$threadId')({
  validateSearch: (search): { view?: string; post?: string; comment?: string; highlight?: string } => ({
    // Any text: a layout this app does not know (another server's `timeline`) reads as a thread.
    view: searchText(search.view, 40),
    post: searchUuid(search.post),
    // A comment on that post (a search result): it is brought into view rather than the post.
    comment: searchUuid(search.comment),
    // Words a search found, marked wherever they show in the thread (src/lib/highlight/use-search-highlight.ts).
    highlight: searchText(search.highlight, HIGHLIGHT_MAX_CHARS),
  }),
  // The thread from the first source that has it (an early fetch, a feed's copy of its starter,
  // the cache, the network) and its realm: load-thread.ts.
  loader: ({ context: { queryClient }, params }) => loadThread(queryClient, params.threadId),
  // Once shown, a skeleton stays at least 200 ms (main.tsx), so showing it early for a thread
  // that is about to arrive would hold the thread back: here it waits for a load over 400 ms.
  pendingMs: 400,
  pendingComponent: ThreadSkeleton,
  errorComponent: routeError(wordsFor('thread')),
  component: ThreadRoute,
})

function ThreadRoute() {
  const { threadId } = Route.useParams()
  const { view, post, comment, highlight } = Route.useSearch()
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
      targetCommentId={comment}
      highlight={highlight}
      // A new layout starts at its top: the linked post was for the layout it came in.
      onViewChange={(next) =>
        void navigate({ search: (previous) => ({ ...previous, view: next, post: undefined, comment: undefined }), replace: true })
      }
      onGoToPost={(postId) => void navigate({ search: (previous) => ({ ...previous, post: postId, comment: undefined }), replace: true })}
      renderComposer={renderComposer}
    />
  )
}
