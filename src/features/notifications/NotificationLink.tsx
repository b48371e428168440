import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ComponentProps, MouseEvent, ReactNode } from 'react'
import { notificationMutations, notificationQueries } from '../../api/queries/notifications'
import type { Notification } from '../../contract/schemas/notification'

/**
 * Opens the thread at the notification's post (`?post=`), and marks the notification read.
 * Other props (a menu's role, focus handling and ref) go to the link.
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
  return (
    <Link
      to="/threads/$threadId"
      params={{ threadId: notification.thread_id }}
      search={{ post: notification.post_id }}
      // The thread brings the post into view itself; the router's jump to the top would undo it.
      resetScroll={false}
      {...rest}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event)
        if (!notification.read) markRead.mutate()
      }}
    >
      {children}
    </Link>
  )
}
