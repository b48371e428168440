import { z } from 'zod'

/**
 * A string the database can store and search: PostgreSQL text cannot hold a NUL
 * character, so one is bad input, not a server error.
 */
export const storableText = z.string().refine((value) => !value.includes('\u0000'), {
  error: 'must not contain NUL characters',
})
