import { ApiError } from '../api/client'

/** The ApiError a call fails with; the test fails if it succeeds or fails with anything else. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the request to fail'),
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw error
  return error
}
