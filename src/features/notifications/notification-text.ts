import type { Notification } from '../../contract/schemas/notification'

const said = {
  reply: 'replied to your post',
  comment: 'commented',
  starred: 'posted in a thread you starred',
} satisfies Record<Notification['kind'], string>

/** Who (their secret identity in that thread) did what. */
export function notificationHeadline(notification: Notification): string {
  return `${notification.from.name} ${said[notification.kind]}`
}
