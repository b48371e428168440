import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { describeRoute } from 'hono-openapi'
import { passwordResetRequestSchema, passwordResetSchema, messageSchema } from '../../src/contract/schemas/accounts'
import { accessTokenSchema, loginSchema } from '../../src/contract/schemas/auth'
import type { IssuedTokens } from '../db/queries/sessions'
import type { Accounts } from '../forum/accounts'
import type { PasswordResets } from '../forum/password-resets'
import { tokenFrom } from '../forum/viewer'
import { REFRESH_COOKIE, SIGNED_IN_COOKIE } from '../http/cookies'
import type { ApiEnv } from '../http/env'
import { errorResponses, jsonResponse, noContent } from '../http/openapi'
import { rateLimit, type RateLimiting } from '../http/rate-limit'
import { requireJson, validate } from '../http/validation'
import { ApiError, messages } from '../lib/api-error'
import { deviceName } from '../lib/device-name'

const COOKIE_PATH = '/api/auth'

/** Refreshes a minute (design: rate limits). */
export const REFRESHES_PER_SESSION = 60
export const REFRESHES_PER_ADDRESS = 600
/** Password resets an hour (design.md, "Accounts"): asked from one address, and mailed to one email. */
export const RESETS_PER_ADDRESS = 20
export const RESETS_PER_EMAIL = 5
const HOUR_MS = 3600_000

function forgetSession(c: Context) {
  deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH })
  deleteCookie(c, SIGNED_IN_COOKIE, { path: '/' })
}

/**
 * The identity provider (design: identity provider). The access token travels in the
 * response body and lives in the app's memory; the refresh token only ever travels in an
 * HttpOnly, SameSite=Strict cookie scoped to /api/auth, out of reach of page scripts.
 */
export function authRoutes(accounts: Accounts, resets: PasswordResets, limiting: RateLimiting, loginsPerMinute: number) {
  // RATE_LIMIT_PER_MINUTE=0 turns every limit off, these too.
  const limitOf = (limit: number) => (loginsPerMinute === 0 ? 0 : limit)

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
        return answer(c, await accounts.logIn(email, password, deviceName(c.req.header('User-Agent'))))
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
      rateLimit(limiting, 'refresh', limitOf(REFRESHES_PER_ADDRESS)),
      rateLimit(limiting, 'refresh session', limitOf(REFRESHES_PER_SESSION), (c) => {
        const refreshToken = getCookie(c, REFRESH_COOKIE)
        return refreshToken ? accounts.sessionToCount(refreshToken) : null
      }),
      async (c) => {
        const tokens = await accounts.refresh(getCookie(c, REFRESH_COOKIE), deviceName(c.req.header('User-Agent')))
        if (!tokens) {
          forgetSession(c)
          throw new ApiError(401, messages.noRefreshToken)
        }
        return answer(c, tokens)
      },
    )
    .post(
      '/auth/password-reset',
      describeRoute({
        operationId: 'requestPasswordReset',
        summary: 'Mail a link to choose a new password (extension)',
        description:
          'Answers 202 with the same body whether or not the address has an account; the mail (one an hour per address at most five times) carries a link to /reset-password/{token}, good once for an hour.',
        tags: ['auth'],
        responses: {
          202: jsonResponse(messageSchema, 'Asked; a mail is on its way if the address has an account.'),
          ...errorResponses(400, 415, 429),
        },
      }),
      rateLimit(limiting, 'password reset', limitOf(RESETS_PER_ADDRESS), undefined, {
        windowMs: HOUR_MS,
        message: messages.resetsRateLimited,
      }),
      requireJson(),
      validate('json', passwordResetRequestSchema),
      async (c) => {
        await resets.request(c.req.valid('json').email)
        return c.json(messageSchema.parse({ message: messages.resetRequested }), 202)
      },
    )
    .post(
      '/auth/password-reset/:token',
      describeRoute({
        operationId: 'resetPassword',
        summary: "Choose a new password with a reset link's token (extension)",
        description: 'Every session of the account ends. A used, expired or unknown token is 400 with a message saying which.',
        tags: ['auth'],
        responses: { ...noContent, ...errorResponses(400, 415, 429) },
      }),
      rateLimit(limiting, 'login', loginsPerMinute),
      requireJson(),
      validate('json', passwordResetSchema),
      async (c) => {
        await resets.complete(c.req.param('token'), c.req.valid('json').password)
        return c.body(null, 204)
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
