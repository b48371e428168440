import * as z from 'zod/mini'

/** Liveness, and this process's open event streams: for operators, and for the e2e that counts them. */
export const healthSchema = z
  .object({ ok: z.literal(true), event_streams: z.number().check(z.int(), z.nonnegative()) })
  .register(z.globalRegistry, { id: 'Health' })
