import type { Notification } from '../../api/schemas/notification'

const said = {
  reply: 'replied to your post',
  comment: 'commented',
  starred: 'posted in a thread you starred',
} satisfies Record<Notification['kind'], string>

/** One line: who (their secret identity) did what, and what they wrote. */
export function notificationText(notification: Notification): string {
  const excerpt = notification.excerpt ? `: “${notification.excerpt}”` : ''
  return `${notification.from.name} ${said[notification.kind]}${excerpt}`
}
