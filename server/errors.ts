import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

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
  inviteCreateForbidden: 'User does not have required permissions to create invites.',
  threadNotFound: (id: string) => `The thread with id ${id} was not found.`,
  boardNotFound: (id: string) => `The board with id ${id} was not found.`,
  postNotFound: (id: string) => `The post with id ${id} was not found.`,
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
  internal: 'Something went wrong on the server.',
} as const

export function notFoundHandler(c: Context) {
  return c.json({ message: `No route for ${c.req.method} ${c.req.path}.` }, 404)
}

/** Turns every thrown error into `{message}`; only the unexpected ones are a 500. */
export function errorHandler(error: Error, c: Context) {
  if (error instanceof ApiError) return c.json({ message: error.message }, error.status)
  if (error instanceof HTTPException) {
    // Hono's own 4xx (body limit, malformed JSON…): keep the status, give a JSON body.
    const message = error.status === 413 ? messages.bodyTooLarge : error.message || 'Bad request.'
    return c.json({ message }, error.status)
  }
  console.error(error)
  return c.json({ message: messages.internal }, 500)
}
