import type { Notification } from '../../contract/schemas/notification'

const said = {
  reply: (name) => `${name} replied to your post`,
  comment: (name) => `${name} commented`,
  starred: (name) => `${name} posted in a thread you starred`,
  report: (name, words) => `A ${words} by ${name} was reported`,
  removed: (name, words) => `A moderator removed your ${words} as ${name}`,
} satisfies Record<Notification['kind'], (name: string, words: string) => string>

/** Who (their secret identity in that thread) did what, or what was done to whose words. */
export function notificationHeadline(notification: Notification): string {
  return said[notification.kind](notification.from.name, notification.comment_id === null ? 'post' : 'comment')
}

/** What the excerpt is: the words themselves, or (for moderation) the reason given. */
export function excerptLabel(notification: Notification): string | null {
  return notification.kind === 'report' || notification.kind === 'removed' ? 'Reason: ' : null
}
