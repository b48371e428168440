import type { Notification } from '../../contract/schemas/notification'
import { excerptLabel, notificationHeadline } from './notification-text'

/** One notification in two lines: who did what (bold while unread), then what they wrote or the reason given. */
export function NotificationSummary({ notification }: { notification: Notification }) {
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className={notification.read ? 'text-stone-700 dark:text-stone-300' : 'font-semibold text-stone-950 dark:text-white'}>
        {!notification.read && (
          <>
            <span aria-hidden="true" className="mr-1.5 inline-block size-2 rounded-full bg-teal-700 align-middle dark:bg-teal-300" />
            <span className="sr-only">Unread: </span>
          </>
        )}
        {notificationHeadline(notification)}
      </span>
      {notification.excerpt && (
        <span className="line-clamp-2 text-sm text-stone-700 dark:text-stone-300">
          {excerptLabel(notification)}“{notification.excerpt}”
        </span>
      )}
    </span>
  )
}
