import * as z from 'zod/mini'
import { DECORATION_NAMES } from '../shapes/decoration-names'
import { EMAIL_NOTIFICATIONS } from '../shapes/email-notifications'

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
