import { z } from 'zod'

/** Every error body (the contract's generic response object). */
export const errorBodySchema = z.object({ message: z.string() }).meta({ id: 'ErrorBody' })

export type ErrorBody = z.infer<typeof errorBodySchema>
