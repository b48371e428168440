import { afterAll, describe, expect, inject, it } from 'vitest'
import { spawnServer } from '../../scripts/lib/spawn-server.mjs'
import { accessTokenSchema } from '../../src/contract/schemas/auth'
import { startSession } from '../db/queries/sessions'
import { sessionsWithRefreshHash } from '../db/test-queries/counts'
import { messages } from '../lib/api-error'
import { hashToken } from '../lib/tokens'
import { clonePostgres, refreshTokenHashes, testDatabaseKind } from '../db/test-queries/databases'
import { useTestServer, type TestServer } from '../test/harness'
import { REFRESH_COOKIE, SIGNED_IN_COOKIE } from '../http/cookies'
import { REFRESHES_PER_ADDRESS, REFRESHES_PER_SESSION } from './auth'

// The retry grace of a rotated refresh cookie and the refresh limits (docs/decisions/028);
// auth.test.ts has rotation itself and the theft of a cookie whose successor was used.

const t = useTestServer({ accessTokenTtlSeconds: 60 })

const cookieValue = (setCookies: string[], name: string) =>
  setCookies
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1)

async function login(server: TestServer = t): Promise<string> {
  const answer = await server.request('/auth/login', { method: 'POST', json: { email: 'ada@example.com', password: 'ada-password-1' } })
  expect(answer.status, answer.text).toBe(200)
  return cookieValue(answer.headers.getSetCookie(), REFRESH_COOKIE) ?? ''
}

/** One refresh with `cookie`: its status, the new cookie and access token when it gave them. */
async function refresh(cookie: string, server: TestServer = t) {
  const answer = await server.request('/auth/refresh', { method: 'POST', headers: { Cookie: `${REFRESH_COOKIE}=${cookie}` } })
  const setCookies = answer.headers.getSetCookie()
  return {
    answer,
    status: answer.status,
    cookie: cookieValue(setCookies, REFRESH_COOKIE) ?? '',
    token: answer.status === 200 ? answer.as(accessTokenSchema).access_token : '',
    setCookies,
  }
}

const works = async (token: string, server: TestServer = t) => (await server.request('/users/@me', { token })).status === 200

/** The 401 that ends a session: the refresh cookie and the signed-in hint are cleared. */
function expectSignedOut(refused: Awaited<ReturnType<typeof refresh>>) {
  expect([refused.status, refused.answer.body]).toEqual([401, { message: messages.noRefreshToken }])
  expect(refused.setCookies.find((c) => c.startsWith(`${REFRESH_COOKIE}=`))).toMatch(/Max-Age=0/)
  expect(refused.setCookies.find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`))).toMatch(/Max-Age=0/)
}

describe('a rotated refresh cookie presented again', () => {
  it('is a retry while its successor is unused: a new pair, and the successor nobody received stops working', async () => {
    const first = await login()
    const lost = await refresh(first) // the server rotated, the answer never arrived
    expect(lost.status).toBe(200)
    t.clock.advance(5)

    const retry = await refresh(first)
    expect(retry.status, retry.answer.text).toBe(200)
    expect(retry.cookie).not.toBe(lost.cookie)
    expect(await works(retry.token)).toBe(true)
    const next = await refresh(retry.cookie)
    expect(next.status).toBe(200)
    expect(await works(next.token)).toBe(true)

    // The successor that was dropped comes back: two parties hold the session, it ends.
    expectSignedOut(await refresh(lost.cookie))
    expect((await refresh(next.cookie)).status).toBe(401)
    expect(await works(next.token)).toBe(false)
  })

  it('may be retried again, each retry dropping the one before', async () => {
    const first = await login()
    const lost = [await refresh(first)]
    t.clock.advance(10)
    lost.push(await refresh(first))
    t.clock.advance(10)
    const retry = await refresh(first)
    expect([...lost, retry].map((r) => r.status)).toEqual([200, 200, 200])
    expect((await refresh(retry.cookie)).status).toBe(200)
    expectSignedOut(await refresh(lost[1]?.cookie ?? ''))
  })

  it('is theft from 30 s after its rotation on: the session ends', async () => {
    const first = await login()
    const lost = await refresh(first)
    t.clock.advance(30)
    expectSignedOut(await refresh(first))
    expect((await refresh(lost.cookie)).status).toBe(401)
    expect(await works(lost.token)).toBe(false)
  })

  it('counts the grace from its first rotation: a retry does not extend it', async () => {
    const first = await login()
    await refresh(first)
    t.clock.advance(20)
    const retry = await refresh(first)
    expect(retry.status).toBe(200)
    t.clock.advance(15)
    expectSignedOut(await refresh(first))
    expect(await works(retry.token)).toBe(false)
  })

  it('is a retry when sent to two servers of one database at once: one successor lives, the session goes on', async () => {
    const twin = t.twin()
    let cookie = await login()
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([refresh(cookie), refresh(cookie, twin), refresh(cookie), refresh(cookie, twin)])
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
      const live = await liveCookies(
        t,
        answers.map((a) => a.cookie),
      )
      expect(live).toHaveLength(1)
      cookie = live[0] ?? ''
    }
    const last = await refresh(cookie)
    expect(last.status).toBe(200)
    expect(await works(last.token)).toBe(true)
  })
})

/** Of `cookies`, those that are a session's current refresh token. */
async function liveCookies(server: TestServer, cookies: string[]) {
  const live: string[] = []
  for (const cookie of cookies) {
    if (await sessionsWithRefreshHash(server.db, hashToken(cookie))) live.push(cookie)
  }
  return live
}

describe('REFRESH_GRACE_SECONDS=0', () => {
  const strict = useTestServer({ refreshGraceSeconds: 0 })

  it('makes every return of a rotated cookie theft, as before the grace', async () => {
    const first = await login(strict)
    const lost = await refresh(first, strict)
    expect(lost.status).toBe(200)
    expectSignedOut(await refresh(first, strict))
    expect((await refresh(lost.cookie, strict)).status).toBe(401)
  })
})

describe('refresh limits', () => {
  const limited = useTestServer({ rateLimitPerMinute: 10 })

  it('answers the refreshes of one session past 60 a minute with 429 and Retry-After, never a sign-out', async () => {
    let cookie = await login(limited)
    const statuses: number[] = []
    for (let i = 0; i < 100; i++) {
      const answer = await refresh(cookie, limited)
      statuses.push(answer.status)
      if (answer.status === 200) cookie = answer.cookie
      else {
        expect([answer.status, answer.answer.body]).toEqual([429, { message: messages.rateLimited }])
        expect(Number(answer.answer.headers.get('Retry-After'))).toBeGreaterThan(0)
        expect(Number(answer.answer.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
        expect(answer.setCookies).toEqual([])
      }
    }
    expect(statuses).toEqual([...Array<number>(REFRESHES_PER_SESSION).fill(200), ...Array<number>(100 - REFRESHES_PER_SESSION).fill(429)])
    limited.clock.advance(61)
    const after = await refresh(cookie, limited)
    expect(after.status).toBe(200)
    expect(await works(after.token, limited)).toBe(true)
  })

  it('counts a rotated cookie against its own session', async () => {
    limited.clock.advance(61)
    const first = await login(limited)
    let cookie = first
    for (let i = 0; i < REFRESHES_PER_SESSION; i++) cookie = (await refresh(cookie, limited)).cookie
    const retried = await refresh(first, limited)
    expect(retried.status).toBe(429)
    expect(retried.setCookies).toEqual([])
    limited.clock.advance(61)
    expect((await refresh(cookie, limited)).status).toBe(200)
  })

  it('does not count a retry of a lost answer: quick reloads that each abandon a refresh are never refused', async () => {
    limited.clock.advance(61)
    let cookie = await login(limited)
    for (let i = 0; i < REFRESHES_PER_SESSION; i++) {
      // Each refresh's answer is lost (the page went), and the next load sends the cookie again.
      const lost = await refresh(cookie, limited)
      expect(lost.status).toBe(200)
      const retried = await refresh(cookie, limited)
      expect(retried.status, `retry ${i + 1}`).toBe(200)
      cookie = retried.cookie
    }
    // The newest cookie has used the minute's refreshes: the next is refused, not ended.
    const past = await refresh(cookie, limited)
    expect(past.status).toBe(429)
    limited.clock.advance(61)
    expect((await refresh(cookie, limited)).status).toBe(200)
  })

  it('answers 70 sessions behind one address, refreshing once each', async () => {
    limited.clock.advance(61)
    const adaId = await limited.userId('ada')
    const lifetimes = { accessSeconds: 900, refreshSeconds: 3600 }
    const cookies: string[] = []
    for (let i = 0; i < 70; i++) cookies.push((await startSession(limited.db, adaId, limited.clock.now(), lifetimes)).refreshToken)
    const answers = await Promise.all(cookies.map((cookie) => refresh(cookie, limited)))
    expect(answers.map((a) => a.status)).toEqual(Array<number>(70).fill(200))
  })

  it('stops a flood from one address at 600 a minute, without signing anyone out', async () => {
    limited.clock.advance(61)
    const cookie = await login(limited)
    for (let i = 0; i < REFRESHES_PER_ADDRESS; i++) {
      const answer = await limited.request('/auth/refresh', { method: 'POST' })
      expect(answer.status, `refresh ${i + 1}`).toBe(401)
    }
    const refused = await refresh(cookie, limited)
    expect([refused.status, refused.setCookies]).toEqual([429, []])
    expect(Number(refused.answer.headers.get('Retry-After'))).toBeGreaterThan(0)
    limited.clock.advance(61)
    expect((await refresh(cookie, limited)).status).toBe(200)
  })

  it('are off with RATE_LIMIT_PER_MINUTE=0', async () => {
    let cookie = await login()
    for (let i = 0; i <= REFRESHES_PER_SESSION; i++) {
      const answer = await refresh(cookie)
      expect(answer.status, `refresh ${i + 1}`).toBe(200)
      cookie = answer.cookie
    }
  })
})

// Real processes, each with its own pool, on one PostgreSQL: the same cookie sent to both at
// once must be served one after the other (the session's row lock), never seen as theft.
if (testDatabaseKind() === 'postgres') {
  describe('two server processes on one PostgreSQL', () => {
    const cleanups: (() => Promise<unknown>)[] = []
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup()
    })

    it('given the same cookie at once, leave one live successor and the session alive', async () => {
      const clone = await clonePostgres(inject('postgresTemplate'))
      cleanups.push(clone.drop)
      const servers = await Promise.all([
        spawnServer({ env: { DATABASE_URL: clone.url } }),
        spawnServer({ env: { DATABASE_URL: clone.url } }),
      ])
      for (const server of servers) cleanups.push(server.stop)
      const post = (server: (typeof servers)[number], path: string, init: RequestInit) =>
        fetch(`${server.url}/api${path}`, { method: 'POST', ...init })
      const [one, two] = servers as [(typeof servers)[number], (typeof servers)[number]]

      const loggedIn = await post(one, '/auth/login', {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', password: 'ada-password-1' }),
      })
      let cookie = cookieValue(loggedIn.headers.getSetCookie(), REFRESH_COOKIE) ?? ''
      const database = new URL(clone.url).pathname.slice(1)
      for (let round = 0; round < 10; round++) {
        const answers = await Promise.all(
          [one, two, one, two].map((server) => post(server, '/auth/refresh', { headers: { Cookie: `${REFRESH_COOKIE}=${cookie}` } })),
        )
        expect(
          answers.map((a) => a.status),
          `round ${round + 1}`,
        ).toEqual([200, 200, 200, 200])
        const hashes = new Set(await refreshTokenHashes(database))
        const live = answers.map((a) => cookieValue(a.headers.getSetCookie(), REFRESH_COOKIE) ?? '').filter((c) => hashes.has(hashToken(c)))
        expect(live, `round ${round + 1}`).toHaveLength(1)
        cookie = live[0] ?? ''
      }
      const last = await post(two, '/auth/refresh', { headers: { Cookie: `${REFRESH_COOKIE}=${cookie}` } })
      expect(last.status).toBe(200)
      const { access_token } = accessTokenSchema.parse(await last.json())
      const me = await fetch(`${one.url}/api/users/@me`, { headers: { Authorization: `Bearer ${access_token}` } })
      expect(me.status).toBe(200)
    })
  })
}
