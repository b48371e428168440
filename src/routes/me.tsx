import { type ReactNode } from 'react'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { feedQueries } from '../api/queries/feeds'
import { MAX_EVENT_TOPICS } from '../contract/shapes/event-topics'
import { Notice } from '../components/ui/Notice'
import { PageHeading } from '../components/ui/PageHeading'
import { Switch } from '../components/ui/Switch'
import { requireUser } from '../features/auth/session'
import { routeError } from '../features/errors/route-error'
import { FeedList } from '../features/feeds/FeedList'
import { FeedSkeleton } from '../features/feeds/FeedSkeleton'
import { NewThreadsPill } from '../features/feeds/live/NewThreadsPill'
import { useFeedLive } from '../features/feeds/live/use-feed-live'

/** "Your stuff" (design.md, "Reader controls"): `?updated=1` keeps only threads with news, across reloads. */
export const Route = createFileRoute('/me')({
  validateSearch: (search): { updated?: 1 } => (search.updated === 1 || search.updated === '1' ? { updated: 1 } : {}),
  beforeLoad: ({ location }) => requireUser(location),
  loaderDeps: ({ search }) => ({ updatedOnly: search.updated === 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    await queryClient.ensureInfiniteQueryData(feedQueries.own(deps.updatedOnly))
  },
  pendingComponent: () => (
    <YourStuffFrame>
      <FeedSkeleton />
    </YourStuffFrame>
  ),
  errorComponent: routeError(
    { missing: "Your threads aren't here", forMembers: 'Log in to see your threads', failed: "Your threads didn't load" },
    { frame: YourStuffFrame },
  ),
  component: YourStuff,
})

function YourStuffFrame({ children }: { children: ReactNode }) {
  const updatedOnly = Route.useSearch({ select: (search) => search.updated === 1 })
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <div data-feed className="space-y-4">
      <PageHeading>Your stuff</PageHeading>
      <p className="text-stone-700 dark:text-stone-300">Threads you started or wrote in, the most recently active first.</p>
      <div className="max-w-xs">
        <Switch
          label="Updated only"
          checked={updatedOnly}
          onChange={(checked) => void navigate({ search: checked ? { updated: 1 } : {}, replace: true })}
        />
      </div>
      {children}
    </div>
  )
}

function YourStuff() {
  const updatedOnly = Route.useSearch({ select: (search) => search.updated === 1 })
  const feed = useSuspenseInfiniteQuery(feedQueries.own(updatedOnly))
  // Live like the other feeds: the threads listed first, as many as a stream follows.
  const live = useFeedLive(
    [],
    feedQueries.own(updatedOnly).queryKey,
    feed.data.pages.flatMap((page) => page.activity.map((thread) => thread.id)).slice(0, MAX_EVENT_TOPICS),
  )
  return (
    <YourStuffFrame>
      <NewThreadsPill newThreads={live.newThreads} active={live.active} stale={live.stale} onRefresh={live.refresh} />
      <FeedList
        feed={feed}
        empty={
          updatedOnly ? (
            <Notice title="Nothing new in your threads.">
              <p>When someone writes in a thread you started or wrote in, it shows here.</p>
            </Notice>
          ) : (
            <Notice title="You have not written anything yet.">
              <p>Threads you start, and those you reply or comment in, gather here.</p>
            </Notice>
          )
        }
      />
    </YourStuffFrame>
  )
}
