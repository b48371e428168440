import { type ReactNode } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { notificationQueries } from '../api/queries/notifications'
import { PageHeading } from '../components/ui/PageHeading'
import { Skeleton } from '../components/ui/Skeleton'
import { requireUser } from '../features/auth/session'
import { routeError } from '../features/errors/route-error'
import { NotificationList } from '../features/notifications/NotificationList'

export const Route = createFileRoute('/notifications')({
  beforeLoad: ({ location }) => requireUser(location),
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureInfiniteQueryData(notificationQueries.list())
  },
  pendingComponent: () => (
    <NotificationsLayout>
      <Skeleton className="h-40" />
    </NotificationsLayout>
  ),
  errorComponent: routeError(
    {
      missing: 'Notifications are not available here',
      forMembers: 'Log in to see your notifications',
      failed: "Your notifications didn't load",
    },
    { frame: NotificationsLayout },
  ),
  component: () => (
    <NotificationsLayout>
      <NotificationList />
    </NotificationsLayout>
  ),
})

function NotificationsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4">
      <PageHeading>Notifications</PageHeading>
      {children}
    </div>
  )
}
