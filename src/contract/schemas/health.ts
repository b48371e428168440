import * as z from 'zod/mini'

const count = z.number().check(z.int(), z.nonnegative())

/**
 * Liveness, this process's open event streams (for operators, and for the e2e that counts
 * them), and the writes it ran again since it started because the database undid them for a
 * conflict with another (a deadlock, a serialization failure), and those it gave up on.
 */
export const healthSchema = z
  .object({ ok: z.literal(true), event_streams: count, write_conflicts: z.object({ retried: count, gave_up: count }) })
  .register(z.globalRegistry, { id: 'Health' })
