import { describe, expect, it } from 'vitest'
import { accessTokenSchema } from '../../src/contract/schemas/auth'
import { meSchema } from '../../src/contract/schemas/me'
import { sweepExpiredSessions } from '../db/queries/sessions'
import { accessTokensExpiredBefore, sessionRows } from '../db/test-queries/counts'
import { messages } from '../lib/api-error'
import { useTestServer, type TestServer } from '../test/harness'
import { REFRESH_COOKIE, SIGNED_IN_COOKIE } from '../http/cookies'

const t = useTestServer({ accessTokenTtlSeconds: 60 })

/** Logs in as ada and returns the access token and the refresh cookie pair. */
async function login(server: TestServer = t) {
  const answer = await server.request('/auth/login', {
    method: 'POST',
    json: { email: 'ADA@example.com', password: 'ada-password-1' },
  })
  expect(answer.status, answer.text).toBe(200)
  return { token: answer.as(accessTokenSchema), cookie: refreshCookie(answer.headers) }
}

function refreshCookie(headers: Headers): string {
  const header = headers.get('Set-Cookie') ?? ''
  const match = new RegExp(`${REFRESH_COOKIE}=([^;]*)`).exec(header)
  return match ? `${REFRESH_COOKIE}=${match[1]}` : ''
}

describe('POST /auth/login', () => {
  it('answers an access token and sets an HttpOnly, SameSite=Strict refresh cookie on /api/auth', async () => {
    const answer = await t.request('/auth/login', {
      method: 'POST',
      json: { email: 'bo@example.com', password: 'bo-password-1' },
    })
    expect(answer.status).toBe(200)
    const { access_token, expires_at } = answer.as(accessTokenSchema)
    expect(access_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Date(expires_at).getTime() - t.clock.now().getTime()).toBeGreaterThan(55_000)
    const cookie = answer.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).toMatch(/Path=\/api\/auth/)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    // The bare token works as well as the Bearer form.
    const bare = await t.request('/users/@me', { headers: { Authorization: access_token } })
    expect(bare.as(meSchema).username).toBe('bo')
  })

  it('refuses a wrong password or an unknown email with one message', async () => {
    for (const json of [
      { email: 'ada@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'ada-password-1' },
    ]) {
      const answer = await t.request('/auth/login', { method: 'POST', json })
      expect([answer.status, answer.body]).toEqual([401, { message: messages.wrongCredentials }])
    }
  })
})

describe('access token lifetime', () => {
  it('answers 401 Authentication token expired. once the TTL has passed', async () => {
    const { token } = await login()
    expect((await t.request('/users/@me', { token: token.access_token })).status).toBe(200)
    t.clock.advance(61)
    for (const path of ['/users/@me', '/users/@me/dex', '/users/@me/settings', '/feeds/users/@me/stars']) {
      const answer = await t.request(path, { token: token.access_token })
      expect([answer.status, answer.body], path).toEqual([401, { message: 'Authentication token expired.' }])
    }
  })

  it('answers 401 No authenticated user found. for a token it never issued', async () => {
    const answer = await t.request('/users/@me', { token: 'made-up-token' })
    expect([answer.status, answer.body]).toEqual([401, { message: messages.noUser }])
  })
})

describe('POST /auth/refresh', () => {
  it('trades the cookie for a new token and rotates the cookie', async () => {
    const { cookie } = await login()
    t.clock.advance(61)
    const first = await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: cookie } })
    expect(first.status, first.text).toBe(200)
    const fresh = first.as(accessTokenSchema)
    expect((await t.request('/users/@me', { token: fresh.access_token })).as(meSchema).username).toBe('ada')
    const rotated = refreshCookie(first.headers)
    expect(rotated).not.toBe(cookie)
    const second = await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: rotated } })
    expect(second.status, second.text).toBe(200)
    expect(refreshCookie(second.headers)).not.toBe(rotated)
  })

  it('ends the whole session when a replaced cookie comes back: the newest cookie and token stop working too', async () => {
    const { cookie: stolen } = await login()
    // The owner refreshes twice; a thief then tries the cookie copied before.
    const owner = await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: stolen } })
    const newest = await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: refreshCookie(owner.headers) } })
    expect(newest.status, newest.text).toBe(200)
    const ownerToken = newest.as(accessTokenSchema).access_token
    expect((await t.request('/users/@me', { token: ownerToken })).status).toBe(200)

    const replay = await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: stolen } })
    expect([replay.status, replay.body]).toEqual([401, { message: messages.noRefreshToken }])
    const afterReplay = await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: refreshCookie(newest.headers) } })
    expect([afterReplay.status, afterReplay.body]).toEqual([401, { message: messages.noRefreshToken }])
    expect((await t.request('/users/@me', { token: ownerToken })).status).toBe(401)
  })

  it("leaves the user's other sessions alone", async () => {
    const [kept, replayed] = [await login(), await login()]
    const rotated = await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: replayed.cookie } })
    expect(rotated.status).toBe(200)
    t.clock.advance(31) // past the grace in which a replay is a retry (decision 028)
    expect((await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: replayed.cookie } })).status).toBe(401)
    expect((await t.request('/users/@me', { token: kept.token.access_token })).status).toBe(200)
    expect((await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: kept.cookie } })).status).toBe(200)
  })

  it('answers 401 without a cookie', async () => {
    const answer = await t.request('/auth/refresh', { method: 'POST' })
    expect([answer.status, answer.body]).toEqual([401, { message: messages.noRefreshToken }])
  })
})

describe('POST /auth/logout', () => {
  it('ends the session: neither the access token nor the refresh cookie works after', async () => {
    const { token, cookie } = await login()
    const answer = await t.request('/auth/logout', { method: 'POST', token: token.access_token, headers: { Cookie: cookie } })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('Set-Cookie')).toMatch(new RegExp(`${REFRESH_COOKIE}=;`))
    expect((await t.request('/users/@me', { token: token.access_token })).status).toBe(401)
    expect((await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: cookie } })).status).toBe(401)
  })
})

describe('rate limits', () => {
  const limited = useTestServer({ rateLimitPerMinute: 3 })

  it('answers 429 after the per-minute number of logins, and again after a minute', async () => {
    const attempt = () => limited.request('/auth/login', { method: 'POST', json: { email: 'ada@example.com', password: 'wrong' } })
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401)
    const refused = await attempt()
    expect([refused.status, refused.body]).toEqual([429, { message: messages.rateLimited }])
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    limited.clock.advance(61)
    expect((await attempt()).status).toBe(401)
  })

  it('allows 60 refreshes a minute', async () => {
    const login = await limited.request('/auth/login', {
      method: 'POST',
      json: { email: 'bo@example.com', password: 'bo-password-1' },
    })
    let cookie = refreshCookie(login.headers)
    for (let i = 0; i < 60; i++) {
      const answer = await limited.request('/auth/refresh', { method: 'POST', headers: { Cookie: cookie } })
      expect(answer.status, `refresh ${i + 1}`).toBe(200)
      cookie = refreshCookie(answer.headers)
    }
    const refused = await limited.request('/auth/refresh', { method: 'POST', headers: { Cookie: cookie } })
    expect([refused.status, refused.body]).toEqual([429, { message: messages.rateLimited }])
  })

  it('counts a password change as a login attempt: past the limit of both together, 429', async () => {
    limited.clock.advance(61)
    const login = () => limited.request('/auth/login', { method: 'POST', json: { email: 'cy@example.com', password: 'cy-password-1' } })
    const { access_token: token } = (await login()).as(accessTokenSchema)
    const change = () =>
      limited.request('/users/@me/password', {
        method: 'POST',
        token,
        json: { current_password: 'not it', new_password: 'a new password' },
      })
    expect((await change()).status).toBe(400)
    expect((await change()).status).toBe(400)
    const refused = await change()
    expect([refused.status, refused.body]).toEqual([429, { message: messages.rateLimited }])
    expect((await login()).status).toBe(429)
  })

  it('limits invite accepts the same way', async () => {
    const realmId = await limited.realmId('demo')
    const attempt = () => limited.request(`/realms/${realmId}/invites/unknown-nonce`, { method: 'POST' })
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(404)
    expect((await attempt()).status).toBe(429)
  })
})

describe('the signed-in hint cookie', () => {
  const hint = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith(`${SIGNED_IN_COOKIE}=`)) ?? ''

  it('comes with every session, readable by the page and holding no secret', async () => {
    const answer = await t.request('/auth/login', { method: 'POST', json: { email: 'bo@example.com', password: 'bo-password-1' } })
    const cookie = hint(answer.headers)
    expect(cookie).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=1;`))
    expect(cookie).toMatch(/Path=\/;/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).not.toMatch(/HttpOnly/)
    const refreshed = await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: refreshCookie(answer.headers) } })
    expect(refreshed.status).toBe(200)
    expect(hint(refreshed.headers)).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=1;`))
  })

  it('goes when the session ends, or turns out to be over', async () => {
    const { token, cookie } = await login()
    const logout = await t.request('/auth/logout', { method: 'POST', token: token.access_token, headers: { Cookie: cookie } })
    expect(hint(logout.headers)).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=;.*Max-Age=0`))
    const refused = await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: cookie } })
    expect(refused.status).toBe(401)
    expect(hint(refused.headers)).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=;.*Max-Age=0`))
  })
})

describe('sweeping expired sessions', () => {
  const counts = () => sessionRows(t.db)

  it('deletes sessions past their refresh life with their tokens, and access tokens a day past theirs', async () => {
    const before = await counts()
    const { cookie } = await login()
    expect((await t.request('/auth/refresh', { method: 'POST', headers: { Cookie: cookie } })).status).toBe(200)
    const live = await counts()
    expect(live).toEqual({ sessions: before.sessions + 1, accessTokens: before.accessTokens + 2, retired: before.retired + 1 })

    t.clock.advance(25 * 3600)
    await sweepExpiredSessions(t.db, t.clock.now())
    // The session lives on (30 days); access tokens expired over a day ago, its two among them, are gone.
    expect(await counts()).toMatchObject({ sessions: live.sessions, retired: live.retired })
    const dayAgo = new Date(t.clock.now().getTime() - 24 * 3600 * 1000)
    expect(await accessTokensExpiredBefore(t.db, dayAgo)).toBe(0)
    expect((await counts()).accessTokens).toBeLessThan(live.accessTokens)

    t.clock.advance(31 * 24 * 3600)
    await sweepExpiredSessions(t.db, t.clock.now())
    expect(await counts()).toEqual({ sessions: 0, accessTokens: 0, retired: 0 })
  })
})
