import { useInfiniteQuery, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useIsLoggedIn } from '../../api/access-token'
import { feedQueries } from '../../api/queries/feeds'
import { realmQueries } from '../../api/queries/realms'
import { userQueries } from '../../api/queries/users'
import { Button } from '../../components/ui/Button'
import { Notice } from '../../components/ui/Notice'
import { NewThreadsPill } from '../../features/feeds/live/NewThreadsPill'
import { useFeedLive } from '../../features/feeds/live/use-feed-live'
import { FeedList } from '../../features/feeds/FeedList'
import { FeedSkeleton } from '../../features/feeds/FeedSkeleton'
import { latestBoardIds } from '../../lib/readable-boards'
import { RealmHome } from '../../features/realms/RealmHome'
import { RealmAdminNav } from '../../features/realm-admin/RealmAdminNav'

// Only signed-in members dismiss a realm's notifications: a visitor's realm home loads none of it.
const DismissNotifications = lazy(() =>
  import('../../features/realms/DismissNotifications').then((module) => ({ default: module.DismissNotifications })),
)
// Only moderators make invites: a reader's realm home loads none of that code.
const InviteSomeone = lazy(() =>
  import('../../features/realm-admin/invites/InviteSomeone').then((module) => ({ default: module.InviteSomeone })),
)

/*
 * A realm's home, shared by `/` (the reader's home realm) and `/realms/$realmSlug`. Only
 * route components import it, so it loads with them; its loader (load-realm-home.ts) is
 * apart, as the app's entry carries every route's loader.
 */

export function RealmHomePage({ slug }: { slug: string }) {
  const { data: realm } = useSuspenseQuery(realmQueries.bySlug(slug))
  const loggedIn = useIsLoggedIn()
  const me = useQuery({ ...userQueries.me(), enabled: loggedIn })
  const membership = me.data?.realms.find((candidate) => candidate.id === realm.id)
  const welcome = useWelcomeOnce()
  const hiddenBoards = !membership && realm.boards.some((board) => board.members_only)
  return (
    <RealmHome
      realm={realm}
      welcome={welcome}
      reader={membership ? 'member' : loggedIn && me.data ? 'outsider' : 'visitor'}
      dismiss={
        membership && (
          <Suspense fallback={null}>
            <DismissNotifications of={{ realm_id: realm.id }} name={realm.name} />
          </Suspense>
        )
      }
      invite={
        membership?.role === 'moderator' && (
          <>
            <RealmAdminNav realmSlug={realm.slug} />
            <Suspense fallback={null}>
              <InviteSomeone realmId={realm.id} realmName={realm.name} />
            </Suspense>
          </>
        )
      }
      latest={
        <>
          <LatestThreads boardIds={latestBoardIds(realm, membership !== undefined)} />
          {hiddenBoards && (
            <p className="text-sm text-stone-700 dark:text-stone-300">Threads on members-only boards show to members only.</p>
          )}
        </>
      }
    />
  )
}

/**
 * True on the first showing after joining. Browsers keep a history entry's state across a
 * reload and Back, so the entry's flag is cleared at once; the greeting stays for this visit.
 */
function useWelcomeOnce(): boolean {
  const flagged = useLocation({ select: (location) => location.state.welcome === true })
  const [welcome] = useState(flagged)
  const navigate = useNavigate()
  useEffect(() => {
    if (flagged) void navigate({ to: '.', replace: true, state: {} })
  }, [flagged, navigate])
  return welcome
}

/** Not suspending: the boards show at once, and a failure here leaves them on screen. */
function LatestThreads({ boardIds }: { boardIds: string[] }) {
  const feed = useInfiniteQuery(feedQueries.latest(boardIds))
  const live = useFeedLive(boardIds, feedQueries.latest(boardIds).queryKey)
  if (feed.isPending) return <FeedSkeleton cards={2} />
  if (feed.isError) {
    return (
      <Notice tone="error" title="The latest threads could not be loaded.">
        <p>{feed.error.message}</p>
        <Button onClick={() => void feed.refetch()}>Try again</Button>
      </Notice>
    )
  }
  // Under the page's "Latest threads" heading, so each thread's title is one level below it.
  return (
    <>
      <NewThreadsPill newThreads={live.newThreads} active={live.active} stale={live.stale} onRefresh={live.refresh} />
      <FeedList feed={feed} headingLevel={3} empty={<Notice title="No threads here yet." />} />
    </>
  )
}
