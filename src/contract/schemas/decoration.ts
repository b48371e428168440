import * as z from 'zod/mini'
import { DECORATION_NAMES } from '../shapes/decoration-names'

/**
 * How a reader hears of notifications by mail (design.md, "Accounts"): never, or a digest once a
 * day. Kept here with the schemas that check it, not among the shapes: only they use the values,
 * and a shape only the schemas' chunk imports lands in a chunk that imports it back (the build's
 * code splitting, vite.config.ts), which the browser then evaluates out of order.
 */
export const EMAIL_NOTIFICATIONS = ['off', 'daily'] as const
export type EmailNotifications = (typeof EMAIL_NOTIFICATIONS)[number]

/** Discriminated by `type`; BOOLEAN is the only kind the contract gives. */
const decorationSchema = z
  .discriminatedUnion('type', [z.object({ name: z.string(), type: z.literal('BOOLEAN'), value: z.boolean() })])
  .register(z.globalRegistry, { id: 'Decoration' })

export const settingsSchema = z
  .object({
    decorations: z.array(decorationSchema),
    /** Extension (design.md, "Accounts"): `daily`, one mail a day of unread notifications; a server without it means off. */
    email_notifications: z._default(z.enum(EMAIL_NOTIFICATIONS), 'off'),
  })
  .register(z.globalRegistry, { id: 'Settings' })

export type Settings = z.infer<typeof settingsSchema>

/** Extension: body of PATCH /users/@me/settings. */
const decorationUpdateSchema = z
  .strictObject({
    name: z.enum(DECORATION_NAMES),
    type: z.literal('BOOLEAN'),
    value: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'DecorationUpdate' })

export type DecorationUpdate = z.infer<typeof decorationUpdateSchema>

/** Extension: the other body PATCH /users/@me/settings takes: whether to get the daily digest. */
const emailNotificationsUpdateSchema = z
  .strictObject({ email_notifications: z.enum(EMAIL_NOTIFICATIONS) })
  .register(z.globalRegistry, { id: 'EmailNotificationsUpdate' })

export const settingsUpdateSchema = z.union([decorationUpdateSchema, emailNotificationsUpdateSchema])
