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
  tooManyTopics: (most: number) => `A stream follows at most ${most} threads and boards in all.`,
  malformedTopic: (kind: string, value: string) => `The ${kind} id ${value} is not valid.`,
  clientLeft: 'The request ended before its body did.',
  uploadNotForm: 'Send the picture as multipart/form-data, in one field named "file".',
  uploadNoFile: 'No picture was sent: put it in the form field named "file".',
  uploadTwoFiles: 'Send one picture at a time.',
  uploadEmpty: 'The file is empty.',
  uploadTooLarge: (megabytes: number) => `The picture is larger than ${megabytes} MB. Please send a smaller one.`,
  uploadNotPicture: 'This file is not a picture that can be uploaded: send a JPEG, PNG, WebP, GIF or AVIF image.',
  uploadUnreadable: 'The picture could not be read: it may be damaged or cut short.',
  uploadTooWide: 'The picture is more than 10,000 pixels wide or high. Please send a smaller one.',
  uploadTooManyFrames: 'The animation has more than 200 frames. Please send a shorter one.',
  uploadTooManyPixels: 'The picture has more than 40 megapixels (all frames together). Please send a smaller one.',
  uploadsPerHour: (most: number) => `You have uploaded ${most} pictures in the last hour. Please wait a while and try again.`,
  uploadNeedsRealm: 'Only members of a realm may upload pictures.',
  uploadBusy: 'The server is busy with other pictures. Please try again in a moment.',
  uploadNotFound: 'There is no such upload.',
  searchEmpty: 'Type something to search for.',
  searchTooLong: (most: number) => `A search may be at most ${most} characters long.`,
  searchTooSlow: 'That search took too long. Try fewer or more particular words.',
  internal: 'Something went wrong on the server.',
} as const
