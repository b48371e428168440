import { tokenFrom } from '../forum/viewer'
import { messages } from '../lib/api-error'

// What the token lookup answers a token it refuses (forum/viewer.ts); any other 401 (a wrong
// password, a refresh cookie) is not about the bearer token, even when one came along.
const TOKEN_REFUSALS: ReadonlySet<string> = new Set([messages.noUser, messages.tokenExpired])

/** A 401's challenge to a request that sent no token (RFC 6750 §3.1: the scheme alone). */
export const NO_TOKEN_CHALLENGE = 'Bearer'

/**
 * The `WWW-Authenticate` every 401 carries (RFC 9110 §15.5.2: a 401 names how to
 * authenticate; RFC 6750 §3: Bearer). A token that was sent and refused, unknown or expired,
 * says `error="invalid_token"`: a client refreshes it or signs in again rather than send it
 * once more.
 */
export function bearerChallenge(authorization: string | undefined, message: string): string {
  if (tokenFrom(authorization) === null || !TOKEN_REFUSALS.has(message)) return NO_TOKEN_CHALLENGE
  return `Bearer error="invalid_token", error_description="${message}"`
}
