/** How a reader hears of notifications by mail (design.md, "Accounts"): never, or a digest once a day. */
export const EMAIL_NOTIFICATIONS = ['off', 'daily'] as const

export type EmailNotifications = (typeof EMAIL_NOTIFICATIONS)[number]
