import { type ReactNode } from 'react'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { feedQueries } from '../api/queries/feeds'
import { Notice } from '../components/ui/Notice'
import { PageHeading } from '../components/ui/PageHeading'
import { requireUser } from '../features/auth/session'
import { routeError } from '../features/errors/route-error'
import { FeedList } from '../features/feeds/FeedList'
import { FeedSkeleton } from '../features/feeds/FeedSkeleton'

export const Route = createFileRoute('/stars')({
  beforeLoad: ({ location }) => requireUser(location),
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureInfiniteQueryData(feedQueries.stars())
  },
  pendingComponent: () => (
    <StarsLayout>
      <FeedSkeleton />
    </StarsLayout>
  ),
  errorComponent: routeError(
    {
      missing: "Your starred threads aren't here",
      forMembers: 'Log in to see your starred threads',
      failed: "Your starred threads didn't load",
    },
    { frame: StarsLayout },
  ),
  component: StarFeed,
})

function StarsLayout({ children }: { children: ReactNode }) {
  return (
    <div data-feed className="space-y-4">
      <PageHeading>Starred threads</PageHeading>
      {children}
    </div>
  )
}

function StarFeed() {
  const feed = useSuspenseInfiniteQuery(feedQueries.stars())
  return (
    <StarsLayout>
      <FeedList
        feed={feed}
        empty={
          <Notice title="You have not starred any threads yet.">
            <p>
              Press <span aria-hidden="true">☆</span> <strong>Star</strong> on any thread in a board to keep it here.
            </p>
          </Notice>
        }
      />
    </StarsLayout>
  )
}
