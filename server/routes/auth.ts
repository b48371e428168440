import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { describeRoute } from 'hono-openapi'
import { accessTokenSchema, loginSchema } from '../../src/contract/schemas/auth'
import type { IssuedTokens } from '../db/queries/sessions'
import type { Accounts } from '../forum/accounts'
import { tokenFrom } from '../forum/viewer'
import { REFRESH_COOKIE, SIGNED_IN_COOKIE } from '../http/cookies'
import type { ApiEnv } from '../http/env'
import { errorResponses, jsonResponse, noContent } from '../http/openapi'
import { rateLimit, type RateLimiting } from '../http/rate-limit'
import { requireJson, validate } from '../http/validation'
import { ApiError, messages } from '../lib/api-error'

const COOKIE_PATH = '/api/auth'

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
export function authRoutes(accounts: Accounts, limiting: RateLimiting, loginsPerMinute: number) {
  const refreshLimit = (limit: number) => (loginsPerMinute === 0 ? 0 : limit)

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

  return new Hono<ApiEnv>()
    .post(
      '/auth/login',
      describeRoute({
        operationId: 'login',
        summary: 'Log in with email and password',
        tags: ['auth'],
        responses: { 200: tokenResponse, ...errorResponses(400, 401, 415, 429) },
      }),
      rateLimit(limiting, 'login', loginsPerMinute),
      requireJson(),
      validate('json', loginSchema),
      async (c) => {
        const { email, password } = c.req.valid('json')
        return answer(c, await accounts.logIn(email, password))
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
      rateLimit(limiting, 'refresh', refreshLimit(REFRESHES_PER_ADDRESS)),
      rateLimit(limiting, 'refresh session', refreshLimit(REFRESHES_PER_SESSION), (c) => {
        const refreshToken = getCookie(c, REFRESH_COOKIE)
        return refreshToken ? accounts.sessionToCount(refreshToken) : null
      }),
      async (c) => {
        const tokens = await accounts.refresh(getCookie(c, REFRESH_COOKIE))
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
        await accounts.logOut({
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
