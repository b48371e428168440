import * as z from 'zod/mini'

// zod/mini everywhere, app and server: the classic API weighs on every page (docs/decisions/013).
/** A path or body id. Postgres issues these, so anything else cannot name a row. */
export const uuid = z.uuid({ error: 'must be a uuid' })

/** Timestamps travel as ISO 8601 strings with an offset (the server sends `Z`). */
export const dateTime = z.iso.datetime({ offset: true })

/** A count in an answer: a whole number, never negative. */
export const count = z.int().check(z.nonnegative())
