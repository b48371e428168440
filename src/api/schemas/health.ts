import * as z from 'zod/mini'

export const healthSchema = z.object({ ok: z.literal(true) }).register(z.globalRegistry, { id: 'Health' })
