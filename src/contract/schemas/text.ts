import * as z from 'zod/mini'

/**
 * A string the database can store and search: PostgreSQL text cannot hold a NUL
 * character, so one is bad input, not a server error.
 */
export const storableText = z.string().check(z.refine((value) => !value.includes('\u0000'), { error: 'must not contain NUL characters' }))
