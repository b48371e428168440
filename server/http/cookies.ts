// The cookies the server sets, named once: the auth routes set them, the page drawer reads one.

/** The refresh token, HttpOnly, sent only to /api/auth. */
export const REFRESH_COOKIE = 'teahouse_refresh'

/**
 * Tells the page, before its code runs, that this browser has a session (the refresh cookie
 * itself is out of its reach). It holds no secret, only "1": a visitor's page may fetch a
 * thread while its code is still loading (src/early.ts), a signed-in reader's must not; and
 * the server draws no visitor's page for it (server/pages/pages.ts).
 */
export const SIGNED_IN_COOKIE = 'teahouse_signed_in'
