import * as z from 'zod/mini'
import { ApiError, messages } from './api-error'

/*
 * A page's position as clients hold it: base64url JSON they pass back and never read. What
 * comes back is checked with a schema; anything else is a 400 with the contract's message,
 * never a database error.
 */

/** Dates a PostgreSQL timestamp can hold, so a forged cursor is a 400 and not a database error. */
export const cursorMoment = z.iso.datetime().check(
  z.refine((value) => {
    const year = new Date(value).getUTCFullYear()
    return year >= 1970 && year <= 9999
  }),
)

export function toCursor(wire: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(wire)).toString('base64url')
}

export function fromCursor<T>(value: string, schema: z.ZodMiniType<T>): T {
  let wire: unknown
  try {
    wire = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
  } catch {
    throw new ApiError(400, messages.invalidCursor)
  }
  const parsed = schema.safeParse(wire)
  if (!parsed.success) throw new ApiError(400, messages.invalidCursor)
  return parsed.data
}

/** A keyset position in a list ordered newest first by creation time, then id. */
export interface MomentPosition {
  createdAt: Date
  id: string
}

const momentPositionSchema = z.tuple([cursorMoment, z.uuid()])

export const toMomentCursor = (position: MomentPosition) => toCursor([position.createdAt.toISOString(), position.id])

export function fromMomentCursor(value: string): MomentPosition {
  const [createdAt, id] = fromCursor(value, momentPositionSchema)
  return { createdAt: new Date(createdAt), id }
}
