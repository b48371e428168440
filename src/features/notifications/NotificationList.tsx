import { useMutation, useQueryClient, useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { notificationMutations, notificationQueries } from '../../api/queries/notifications'
import type { Notification } from '../../contract/schemas/notification'
import { Button } from '../../components/ui/Button'
import { LoadMore } from '../../components/ui/LoadMore'
import { Notice } from '../../components/ui/Notice'
import { showToast } from '../../components/ui/toasts'
import { wholeNumber } from '../../lib/plural'
import { RelativeTime } from '../../lib/time/RelativeTime'
import { NotificationSummary } from './NotificationSummary'
import { NotificationLink } from './NotificationLink'

/** Notifications in the order they came, gathered under their thread where they follow each other. */
function byThread(notifications: readonly Notification[]): Notification[][] {
  const groups: Notification[][] = []
  for (const notification of notifications) {
    const last = groups.at(-1)
    if (last?.[0]?.thread_id === notification.thread_id) last.push(notification)
    else groups.push([notification])
  }
  return groups
}

/** The reader's notifications, newest first, a page at a time; each opens its thread at the post. */
export function NotificationList() {
  const queryClient = useQueryClient()
  const list = useSuspenseInfiniteQuery(notificationQueries.list())
  const notifications = list.data.pages.flatMap((page) => page.notifications)
  const unread = list.data.pages[0]?.unread_count ?? 0
  const markAll = useMutation({
    mutationFn: () => notificationMutations.markRead('all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
    onError: (error) => showToast({ tone: 'error', title: 'Marking them read failed.', description: error.message }),
  })

  if (notifications.length === 0) {
    return (
      <Notice title="No notifications yet.">
        <p>When someone replies to you, comments on your posts or posts in a thread you starred, it shows here.</p>
      </Notice>
    )
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          {unread > 0 ? `${wholeNumber(unread)} unread` : 'All read.'}
        </p>
        <Button disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          Mark all read
        </Button>
      </div>
      <ul className="space-y-3" aria-label="Notifications">
        {byThread(notifications).map((group) => (
          <li key={group[0]?.id} className="rounded-lg border border-stone-300 bg-white dark:border-stone-700 dark:bg-stone-900">
            <ul className="divide-y divide-stone-200 dark:divide-stone-800">
              {group.map((notification) => (
                <li key={notification.id}>
                  <NotificationLink
                    notification={notification}
                    className="flex min-h-11 flex-col gap-1 px-4 py-3 hover:bg-stone-50 focus-visible:bg-stone-50 dark:hover:bg-stone-800 dark:focus-visible:bg-stone-800"
                  >
                    <NotificationSummary notification={notification} />
                    <span className="text-xs text-stone-600 dark:text-stone-400">
                      <RelativeTime dateTime={notification.created_at} />
                    </span>
                  </NotificationLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </div>
  )
}
