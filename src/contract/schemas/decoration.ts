import * as z from 'zod/mini'
import { DECORATION_NAMES } from '../shapes/decoration-names'

/** Discriminated by `type`; BOOLEAN is the only kind the contract gives. */
const decorationSchema = z
  .discriminatedUnion('type', [z.object({ name: z.string(), type: z.literal('BOOLEAN'), value: z.boolean() })])
  .register(z.globalRegistry, { id: 'Decoration' })

export const settingsSchema = z.object({ decorations: z.array(decorationSchema) }).register(z.globalRegistry, { id: 'Settings' })

export type Settings = z.infer<typeof settingsSchema>

/** Extension: body of PATCH /users/@me/settings. */
export const decorationUpdateSchema = z
  .strictObject({
    name: z.enum(DECORATION_NAMES),
    type: z.literal('BOOLEAN'),
    value: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'DecorationUpdate' })

export type DecorationUpdate = z.infer<typeof decorationUpdateSchema>
