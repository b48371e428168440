import * as z from 'zod/mini'

/** Every error body (the contract's generic response object). */
export const errorBodySchema = z.object({ message: z.string() }).register(z.globalRegistry, { id: 'ErrorBody' })
