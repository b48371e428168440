import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { notificationQueries } from '../../api/queries/notifications'
import { buttonClass } from '../../components/ui/Button'
import { Menu } from '../../components/ui/Menu'
import { wholeNumber } from '../../lib/plural'
import { OpenReportsLink } from './OpenReportsLink'
import { useLiveNotifications, useLiveSupported, useUnreadInTitle } from './use-live-notifications'
import { BellIcon } from './BellIcon'
import { NotificationSummary } from './NotificationSummary'
import { NotificationLink } from './NotificationLink'

/** How many of the newest the menu shows; the page shows them all. */
const IN_MENU = 5

/**
 * The header's bell: a menu button named "Notifications", its unread count in its name and on
 * it, kept current by live events. The menu holds the newest few and the way to all of them.
 * A moderator finds the open reports beside it.
 */
export function NotificationBell() {
  const supported = useLiveSupported()
  useLiveNotifications()
  const list = useInfiniteQuery(notificationQueries.list())
  const first = list.data?.pages[0]
  const unread = first?.unread_count ?? 0
  useUnreadInTitle(supported ? unread : 0)
  if (!supported || list.isError) return null
  const newest = first?.notifications.slice(0, IN_MENU) ?? []
  return (
    <>
      <OpenReportsLink openReports={first?.open_reports ?? []} />
      <Menu
        align="end"
        label={
          <>
            <BellIcon />
            <span className="sr-only">Notifications{unread > 0 ? `, ${wholeNumber(unread)} unread` : ''}</span>
            {unread > 0 && (
              <span
                aria-hidden="true"
                className="min-w-5 rounded-full bg-teal-800 px-1.5 text-center text-xs font-bold text-white dark:bg-teal-300 dark:text-stone-950"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </>
        }
        triggerClassName={buttonClass('secondary', 'gap-1.5')}
        entries={[
          ...newest.map((notification) => ({
            kind: 'link' as const,
            key: notification.id,
            link: (
              <NotificationLink notification={notification} className="w-80 max-w-[calc(100vw-2rem)] py-2">
                <NotificationSummary notification={notification} />
              </NotificationLink>
            ),
          })),
          ...(newest.length === 0
            ? [{ kind: 'action' as const, key: 'none', label: 'Nothing new yet.', onSelect: () => {}, disabled: true }]
            : []),
          { kind: 'separator', key: 'separator' },
          { kind: 'link', key: 'all', link: <Link to="/notifications">All notifications</Link> },
        ]}
      />
    </>
  )
}
