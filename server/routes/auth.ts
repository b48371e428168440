import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { describeRoute } from 'hono-openapi'
import { accessTokenSchema, loginSchema } from '../../src/api/schemas/auth'
import { tokenFrom } from '../auth/viewer'
import { endSession, rotateSession, sessionToCount, startSession, type IssuedTokens } from '../db/queries/sessions'
import { findUserByEmail } from '../db/queries/users'
import type { Deps } from '../deps'
import { ApiError, messages } from '../errors'
import { hashPassword, verifyPassword } from '../lib/passwords'
import { rateLimit } from '../lib/rate-limit'
import { errorResponses, jsonResponse, noContent } from '../openapi'
import { requireJson, validate } from '../validation'

export const REFRESH_COOKIE = 'teahouse_refresh'
const COOKIE_PATH = '/api/auth'
/**
 * Tells the page, before its code runs, that this browser has a session (the refresh cookie
 * itself is out of its reach). It holds no secret, only "1": a visitor's page may fetch a
 * thread while its code is still loading (src/early.ts), a signed-in reader's must not.
 */
export const SIGNED_IN_COOKIE = 'teahouse_signed_in'

/** Refreshes a minute (design: rate limits). */
export const REFRESHES_PER_SESSION = 60
export const REFRESHES_PER_ADDRESS = 600

function forgetSession(c: Context) {
  deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH })
  deleteCookie(c, SIGNED_IN_COOKIE, { path: '/' })
}

/**
 * The identity provider (design: identity provider). The access token travels in the
 * response body and lives in the app's memory; the refresh token only ever travels in an
 * HttpOnly, SameSite=Strict cookie scoped to /api/auth, out of reach of page scripts.
 */
export function authRoutes(deps: Deps) {
  const { db, config } = deps
  const lifetimes = { accessSeconds: config.accessTokenTtlSeconds, refreshSeconds: config.refreshTokenTtlSeconds }
  // Compared against when the email is unknown, so both failures take the same time.
  const decoyHash = hashPassword('decoy password for unknown emails')
  const refreshLimit = (limit: number) => (config.rateLimitPerMinute === 0 ? 0 : limit)

  function answer(c: Context, tokens: IssuedTokens) {
    const secure = new URL(c.req.url).protocol === 'https:' || c.req.header('X-Forwarded-Proto') === 'https'
    setCookie(c, REFRESH_COOKIE, tokens.refreshToken, {
      httpOnly: true,
      sameSite: 'Strict',
      path: COOKIE_PATH,
      secure,
      expires: tokens.refreshExpiresAt,
    })
    setCookie(c, SIGNED_IN_COOKIE, '1', { sameSite: 'Strict', path: '/', secure, expires: tokens.refreshExpiresAt })
    return c.json(accessTokenSchema.parse({ access_token: tokens.accessToken, expires_at: tokens.accessExpiresAt.toISOString() }))
  }

  const tokenResponse = jsonResponse(accessTokenSchema, 'A new access token; the refresh cookie is set.')

  return new Hono()
    .post(
      '/auth/login',
      describeRoute({
        operationId: 'login',
        summary: 'Log in with email and password',
        tags: ['auth'],
        responses: { 200: tokenResponse, ...errorResponses(400, 401, 415, 429) },
      }),
      rateLimit(deps, 'login', config.rateLimitPerMinute),
      requireJson(),
      validate('json', loginSchema),
      async (c) => {
        const { email, password } = c.req.valid('json')
        const user = await findUserByEmail(db, email)
        const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash))
        if (!user || !matches) throw new ApiError(401, messages.wrongCredentials)
        return answer(c, await startSession(db, user.id, deps.now(), lifetimes))
      },
    )
    .post(
      '/auth/refresh',
      describeRoute({
        operationId: 'refresh',
        summary: 'Trade the refresh cookie for a new access token (rotates the cookie)',
        tags: ['auth'],
        responses: { 200: tokenResponse, ...errorResponses(401, 429) },
      }),
      // Refresh runs on every page load, and a whole office may share one address: it is
      // limited per session (design: 60 a minute), with a ceiling per address against floods.
      // A 429 leaves the cookies alone: it is no sign-out, the app waits and tries again.
      rateLimit(deps, 'refresh', refreshLimit(REFRESHES_PER_ADDRESS)),
      rateLimit(deps, 'refresh session', refreshLimit(REFRESHES_PER_SESSION), (c) => {
        const refreshToken = getCookie(c, REFRESH_COOKIE)
        return refreshToken ? sessionToCount(db, refreshToken, deps.now(), config.refreshGraceSeconds) : null
      }),
      async (c) => {
        const refreshToken = getCookie(c, REFRESH_COOKIE)
        const tokens = refreshToken ? await rotateSession(db, refreshToken, deps.now(), lifetimes, config.refreshGraceSeconds) : null
        if (!tokens) {
          forgetSession(c)
          throw new ApiError(401, messages.noRefreshToken)
        }
        return answer(c, tokens)
      },
    )
    .post(
      '/auth/logout',
      describeRoute({
        operationId: 'logout',
        summary: 'End the session: the refresh cookie and its access tokens stop working',
        tags: ['auth'],
        responses: noContent,
      }),
      async (c) => {
        await endSession(db, {
          refreshToken: getCookie(c, REFRESH_COOKIE),
          accessToken: tokenFrom(c.req.header('Authorization')) ?? undefined,
        })
        forgetSession(c)
        // Thread answers are kept, `private`, for their ETag (025): they go with the session,
        // which matters on a shared computer.
        c.header('Clear-Site-Data', '"cache"')
        return c.body(null, 204)
      },
    )
}
