import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { clientLeft } from './lib/client-connection'

/** An expected failure: answered as `{message}` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message)
  }
}

/** The contract's exact texts, and ours where the contract gives none. */
export const messages = {
  noUser: 'No authenticated user found.',
  tokenExpired: 'Authentication token expired.',
  threadOperationForbidden: 'User does not have required permissions for thread operation.',
  threadAccessForbidden: 'User does not have required permissions to access thread.',
  boardAccessForbidden: 'User does not have required permissions to access board.',
  replyForbidden: 'User does not have required permissions to contribute to thread.',
  commentForbidden: 'User does not have required permissions to comment in thread.',
  threadStartForbidden: 'User does not have required permissions to start a thread on this board.',
  inviteCreateForbidden: 'User does not have required permissions to create invites.',
  threadNotFound: (id: string) => `The thread with id ${id} was not found.`,
  boardNotFound: (id: string) => `The board with id ${id} was not found.`,
  postNotFound: (id: string) => `The post with id ${id} was not found.`,
  commentNotFound: (id: string) => `The comment with id ${id} was not found.`,
  realmNotFound: (id: string) => `The realm with id ${id} was not found.`,
  realmSlugNotFound: (slug: string) => `The realm with slug ${slug} was not found.`,
  inviteNotFound: 'This invite does not exist.',
  inviteNeedsAccount: 'An email and a password are needed to create an account.',
  inviteNoLongerValid: 'This invite is no longer valid.',
  inviteEmailMismatch: 'This invite was sent to a different email address.',
  alreadyMember: 'You are already a member of this realm.',
  wrongCredentials: 'Wrong email or password.',
  noRefreshToken: 'No valid refresh token. Please log in again.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  bodyTooLarge: 'The request body is too large.',
  notJson: 'The request body must be JSON (Content-Type: application/json).',
  malformedJson: 'The request body is not valid JSON.',
  invalidCursor: 'The cursor is not valid.',
  unstorableValue: 'The request holds a value the database cannot store.',
  conflict: 'Another request changed this at the same moment. Please try again.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyPending: 'The request with this Idempotency-Key has not finished yet. Please try again.',
  clientLeft: 'The request ended before its body did.',
  internal: 'Something went wrong on the server.',
} as const

/** The PostgreSQL error code of a failed query (Drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code
  }
  return undefined
}

export function notFoundHandler(c: Context) {
  return c.json({ message: `No route for ${c.req.method} ${c.req.path}.` }, 404)
}

/** Turns every thrown error into `{message}`; only the unexpected ones are a 500. */
export function errorHandler(error: Error, c: Context) {
  if (error instanceof ApiError) return c.json({ message: error.message }, error.status)
  if (error instanceof HTTPException) {
    // Hono's own 4xx: keep the status, give a JSON body.
    return c.json({ message: error.message || 'Bad request.' }, error.status)
  }
  // A net under validation: values the database refuses (a NUL byte, a date out of range)
  // are the caller's input, and two requests racing for one unique row is a conflict.
  const code = sqlState(error)
  if (code?.startsWith('22')) return c.json({ message: messages.unstorableValue }, 400)
  if (code === '23505') return c.json({ message: messages.conflict }, 409)
  if (clientLeft(error, c)) {
    // Anyone can hang up mid-request: worth one line, not a stack. Nobody reads the answer.
    console.info(`The client left before sending all of ${c.req.method} ${c.req.path}.`)
    return c.json({ message: messages.clientLeft }, 400)
  }
  console.error(error)
  return c.json({ message: messages.internal }, 500)
}
