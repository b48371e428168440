import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useIsLoggedIn } from '../../api/access-token'
import { cachedSummary, placeholderThread } from '../../api/queries/thread-cache'
import { threadQueries } from '../../api/queries/threads'
import { type Thread } from '../../api/schemas/thread'
import { Tabs } from '../../components/ui/Tabs'
import { GalleryLayout } from './GalleryLayout'
import { ThreadHeader } from './ThreadHeader'
import { ThreadLayout } from './ThreadLayout'
import { ThreadSkeleton } from './ThreadSkeleton'
import { layoutOf, type Layout } from './thread-layouts'
import { useThreadTitle } from './use-thread-title'
import { useThreadVisit } from './use-thread-visit'

const layoutTabs = [
  { value: 'thread', label: 'Thread' },
  { value: 'gallery', label: 'Gallery' },
] as const

/**
 * A thread: its context and title, the layout tabs, and the thread or gallery layout.
 * `view` (from `?view=`) overrides the thread's default view; `targetPostId` (`?post=`) is
 * scrolled to and highlighted.
 */
export function ThreadPage({
  threadId,
  view,
  targetPostId,
  onViewChange,
}: {
  threadId: string
  view: string | undefined
  targetPostId: string | undefined
  onViewChange: (view: Layout) => void
}) {
  const queryClient = useQueryClient()
  const query = useQuery({
    ...threadQueries.detail(threadId),
    // From a feed, the starter shows at once while the whole thread loads.
    placeholderData: () => {
      const summary = cachedSummary(queryClient, threadId)
      return summary && placeholderThread(summary)
    },
    // A failed first load is the route's error page; a failed refresh keeps what is shown.
    throwOnError: (_error, failed) => failed.state.data === undefined,
  })
  if (!query.data) return <ThreadSkeleton />
  return (
    <ShownThread
      answer={query.data}
      complete={!query.isPlaceholderData}
      view={view}
      targetPostId={targetPostId}
      onViewChange={onViewChange}
    />
  )
}

function ShownThread({
  answer,
  complete,
  view,
  targetPostId,
  onViewChange,
}: {
  answer: Thread
  /** False while only the feed's copy of the starter is shown. */
  complete: boolean
  view: string | undefined
  targetPostId: string | undefined
  onViewChange: (view: Layout) => void
}) {
  const loggedIn = useIsLoggedIn()
  const thread = useThreadVisit(answer, { ready: complete, loggedIn })
  const { heading, skipBlock } = useThreadTitle(thread)
  const layout = layoutOf(view ?? thread.default_view)
  return (
    <div className="space-y-5">
      <ThreadHeader thread={thread} heading={heading} />
      <Tabs label="Layout" tabs={layoutTabs} value={layout} onValueChange={(next) => onViewChange(layoutOf(next))}>
        {layout === 'gallery' ? (
          <GalleryLayout thread={thread} complete={complete} titleBlock={skipBlock} targetPostId={targetPostId} />
        ) : (
          <ThreadLayout thread={thread} complete={complete} titleBlock={skipBlock} targetPostId={targetPostId} />
        )}
      </Tabs>
    </div>
  )
}
