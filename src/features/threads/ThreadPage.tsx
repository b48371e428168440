import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useRef, useState } from 'react'
import { useIsLoggedIn } from '../../api/access-token'
import { placeholderThread } from '../../api/thread-cache/feed-copy'
import { threadQueries } from '../../api/queries/threads'
import { userQueries } from '../../api/queries/users'
import { type Thread } from '../../contract/schemas/thread'
import { Tabs } from '../../components/ui/Tabs'
import { type ComposerTarget } from '../../lib/composer-target'
import { type WriteAccess, writeAccess } from '../../lib/write-access'
import { type ComposerControl, ComposerProvider, type RenderComposer } from './composer-context'
import { NewRepliesPill } from './live/NewRepliesPill'
import { useThreadLive } from './live/use-thread-live'
import { ThreadPictures } from './pictures/ThreadPictures'
import { ThreadModeration } from './moderation/ThreadModeration'
import { ThreadHeader } from './ThreadHeader'
import { ThreadLayout } from './thread-layout/ThreadLayout'
import { ThreadSkeleton } from './ThreadSkeleton'
import { ThreadWriteNote } from './ThreadWriteNote'
import { LAYOUT_CHOICES, layoutOf, type Layout } from './thread-layouts'
import { useCachedSummary } from './use-cached-summary'
import { useThreadHead } from './use-thread-head'
import { useThreadTitle } from './use-thread-title'
import { useThreadVisit } from './use-thread-visit'
import { useSearchHighlight } from '../../lib/highlight/use-search-highlight'

// Most threads are read in the thread layout: the gallery's and the timeline's code comes when one is shown.
const GalleryLayout = lazy(() => import('./gallery/GalleryLayout').then((module) => ({ default: module.GalleryLayout })))
const TimelineLayout = lazy(() => import('./timeline/TimelineLayout').then((module) => ({ default: module.TimelineLayout })))

/**
 * A thread: its context and title, the layout tabs, and the thread, gallery or timeline layout.
 * `view` (from `?view=`) overrides the thread's default view; `targetPostId` (`?post=`), or
 * `targetCommentId` on it (`?comment=`), is scrolled to and highlighted; the words of
 * `highlight` (`?highlight=`, from a search) are marked wherever they show.
 */
export function ThreadPage({
  threadId,
  view,
  targetPostId,
  targetCommentId,
  highlight,
  onViewChange,
  onGoToPost,
  renderComposer,
}: {
  threadId: string
  view: string | undefined
  targetPostId: string | undefined
  targetCommentId?: string
  highlight?: string
  onViewChange: (view: Layout) => void
  /** Takes the reader to a post (`?post=`): where the new replies they asked for begin. */
  onGoToPost: (postId: string) => void
  /** The writing feature's composer, for logged-in readers. */
  renderComposer?: RenderComposer
}) {
  const summary = useCachedSummary(useQueryClient(), threadId)
  const [composerTarget, setComposerTarget] = useState<ComposerTarget | null>(null)
  const query = useQuery({
    ...threadQueries.detail(threadId),
    // From a feed, the starter shows at once while the whole thread loads. While a reply is
    // being written, the thread stays on screen even when the cache is emptied (a session
    // that ended and is signed back into in place): the writer must not lose the page.
    placeholderData: (previous) => (composerTarget && previous?.id === threadId ? previous : summary && placeholderThread(summary)),
    // A failed first load is the route's error page; a failed refresh keeps what is shown.
    throwOnError: (_error, failed) => failed.state.data === undefined,
  })
  const loggedIn = useIsLoggedIn()
  const me = useQuery({ ...userQueries.me(), enabled: loggedIn })
  // Reply and Comment only for the realm's members: a reader of another realm would be
  // refused after writing. A composer already open stays (a session that ended mid-reply).
  const access = writeAccess(loggedIn, loggedIn ? me.data : undefined, query.data?.parent_realm_id)
  const canWrite = access === 'member'
  const composer = useMemo<ComposerControl | null>(
    () =>
      renderComposer && (canWrite || composerTarget)
        ? {
            target: composerTarget,
            open: setComposerTarget,
            render: (onPosted) =>
              composerTarget &&
              renderComposer(composerTarget, (posted) => {
                setComposerTarget(null)
                if (posted) onPosted(posted)
              }),
          }
        : null,
    [renderComposer, canWrite, composerTarget],
  )
  if (!query.data) return <ThreadSkeleton />
  const complete = !query.isPlaceholderData
  const realmId = query.data.parent_realm_id
  const role = (loggedIn && me.data?.realms.find((realm) => realm.id === realmId)?.role) || null
  return (
    <ComposerProvider value={composer}>
      <ThreadModeration threadId={threadId} role={role}>
        <ShownThread
          answer={query.data}
          access={access}
          complete={complete}
          // A copy cached from an earlier visit is shown while it is fetched again, but what is new
          // (and the visit) must come from an answer of now: the old copy's marks were cleared.
          current={complete && (query.isFetchedAfterMount || !query.isStale)}
          view={view}
          targetPostId={targetPostId}
          targetCommentId={targetCommentId}
          highlight={highlight}
          onViewChange={onViewChange}
          onGoToPost={onGoToPost}
        />
      </ThreadModeration>
    </ComposerProvider>
  )
}

function ShownThread({
  answer,
  access,
  complete,
  current,
  view,
  targetPostId,
  targetCommentId,
  highlight,
  onViewChange,
  onGoToPost,
}: {
  answer: Thread
  access: WriteAccess
  /** False while only the feed's copy of the starter is shown. */
  complete: boolean
  /** The answer is of now, not a copy cached from an earlier visit. */
  current: boolean
  view: string | undefined
  targetPostId: string | undefined
  targetCommentId: string | undefined
  highlight: string | undefined
  onViewChange: (view: Layout) => void
  onGoToPost: (postId: string) => void
}) {
  const shown = useRef<HTMLDivElement>(null)
  useSearchHighlight(shown, highlight)
  const loggedIn = useIsLoggedIn()
  const thread = useThreadVisit(answer, { ready: current, loggedIn })
  const live = useThreadLive(thread)
  const { heading, skipBlock } = useThreadTitle(thread)
  useThreadHead(thread, skipBlock)
  const layout = layoutOf(view ?? thread.default_view)
  return (
    <div ref={shown} className="space-y-5">
      <ThreadHeader thread={thread} heading={heading} />
      <ThreadWriteNote thread={thread} access={access} />
      <NewRepliesPill
        waiting={live.waiting}
        change={live.change}
        onShow={async () => {
          const first = await live.show()
          if (first) onGoToPost(first)
        }}
        onReload={live.reload}
      />
      <ThreadPictures thread={thread}>
        <Tabs label="Layout" tabs={LAYOUT_CHOICES} value={layout} onValueChange={(next) => onViewChange(layoutOf(next))}>
          {layout === 'gallery' ? (
            <Suspense fallback={<p role="status">Opening the gallery…</p>}>
              <GalleryLayout thread={thread} complete={complete} titleBlock={skipBlock} targetPostId={targetPostId} />
            </Suspense>
          ) : layout === 'timeline' ? (
            <Suspense fallback={<p role="status">Opening the timeline…</p>}>
              <TimelineLayout thread={thread} complete={complete} titleBlock={skipBlock} targetPostId={targetPostId} />
            </Suspense>
          ) : (
            <ThreadLayout
              thread={thread}
              complete={complete}
              titleBlock={skipBlock}
              targetPostId={targetPostId}
              targetCommentId={targetCommentId}
            />
          )}
        </Tabs>
      </ThreadPictures>
    </div>
  )
}
