import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ComponentProps, MouseEvent, ReactNode } from 'react'
import { useIsLoggedIn } from '../../api/access-token'
import { notificationMutations, notificationQueries } from '../../api/queries/notifications'
import { userQueries } from '../../api/queries/users'
import type { Notification } from '../../contract/schemas/notification'

/**
 * Opens the thread at the notification's post (`?post=`), or for a report the realm's Reports
 * page, and marks the notification read. Other props (a menu's role, focus handling and ref) go
 * to the link.
 */
export function NotificationLink({
  notification,
  children,
  onClick,
  ...rest
}: { notification: Notification; children: ReactNode } & Omit<ComponentProps<'a'>, 'href' | 'children'>) {
  const queryClient = useQueryClient()
  const markRead = useMutation({
    mutationFn: () => notificationMutations.markRead({ ids: [notification.id] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  })
  const loggedIn = useIsLoggedIn()
  const me = useQuery({ ...userQueries.me(), enabled: loggedIn && notification.kind === 'report' })
  const reportsOf = notification.kind === 'report' ? me.data?.realms.find((realm) => realm.id === notification.realm_id)?.slug : undefined
  const markOnClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!notification.read) markRead.mutate()
  }
  if (reportsOf)
    return (
      <Link to="/realms/$realmSlug/reports" params={{ realmSlug: reportsOf }} {...rest} onClick={markOnClick}>
        {children}
      </Link>
    )
  return (
    <Link
      to="/threads/$threadId"
      params={{ threadId: notification.thread_id }}
      search={{ post: notification.post_id }}
      // The thread brings the post into view itself; the router's jump to the top would undo it.
      resetScroll={false}
      {...rest}
      onClick={markOnClick}
    >
      {children}
    </Link>
  )
}
