import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { apiFailure } from '../test/api-failure'
import { apiPath, http, HttpResponse, server } from '../test/msw'
import { getAccessToken, setAccessToken } from './access-token'
import { apiRequest } from './client'
import { getReachability } from './reachability'

/** The server's own words for an access token past its time (contract: Errors). */
const TOKEN_EXPIRED = 'Authentication token expired.'

describe('apiRequest', () => {
  it('checks the answer by its name and sends the bearer token', async () => {
    let authorization: string | null = null
    server.use(
      http.get(apiPath('/hello'), ({ request }) => {
        authorization = request.headers.get('Authorization')
        return HttpResponse.json('world')
      }),
    )
    setAccessToken('token-1')
    await expect(apiRequest('/hello', 'text')).resolves.toBe('world')
    expect(authorization).toBe('Bearer token-1')
  })

  it("turns an answer that does not match its name's schema into an ApiError, not a crash later", async () => {
    server.use(http.get(apiPath('/realms/slug/demo'), () => HttpResponse.json({ slug: 42 })))
    const error = await apiFailure(apiRequest('/realms/slug/demo', 'realm'))
    expect(error.status).toBe(200)
    expect(error.message).toBe('The server sent a reply this app does not understand.')
    expect(error.cause).toBeInstanceOf(z.core.$ZodError)
  })

  it("carries the status and the server's message of an error", async () => {
    server.use(http.get(apiPath('/hello'), () => HttpResponse.json({ message: 'The board with id x was not found.' }, { status: 404 })))
    const error = await apiFailure(apiRequest('/hello', 'text'))
    expect([error.status, error.message]).toEqual([404, 'The board with id x was not found.'])
  })

  it('describes an error that has no message body', async () => {
    server.use(http.get(apiPath('/hello'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })))
    const error = await apiFailure(apiRequest('/hello', 'text'))
    expect([error.status, error.message]).toEqual([502, 'The request failed (HTTP 502).'])
  })

  it('reads a 204 as undefined, and a text answer as text', async () => {
    server.use(
      http.post(apiPath('/threads/t/mute'), () => new HttpResponse(null, { status: 204 })),
      http.patch(apiPath('/threads/t'), () => HttpResponse.text('OK')),
    )
    await expect(apiRequest('/threads/t/mute', 'nothing', { method: 'POST' })).resolves.toBeUndefined()
    await expect(apiRequest('/threads/t', 'text', { method: 'PATCH', body: {} })).resolves.toBe('OK')
  })

  it('reports a server that cannot be reached as status 0', async () => {
    server.use(http.get(apiPath('/hello'), () => HttpResponse.error()))
    const error = await apiFailure(apiRequest('/hello', 'text'))
    expect(error.status).toBe(0)
    expect(error.message).toMatch(/Could not reach the server/)
  })

  it('sends query parameters, leaving out the undefined ones', async () => {
    let url = ''
    server.use(
      http.get(apiPath('/feeds/boards/b'), ({ request }) => {
        url = request.url
        return HttpResponse.json('feed')
      }),
    )
    await apiRequest('/feeds/boards/b', 'text', { query: { cursor: 'abc', categoryFilter: undefined } })
    expect(new URL(url).search).toBe('?cursor=abc')
  })
})

describe('an expired access token', () => {
  /** A server whose only good token is `fresh`; refresh answers it once per call. */
  function expiringServer() {
    const calls = { refresh: 0, hello: 0 }
    server.use(
      http.post(apiPath('/auth/refresh'), async () => {
        calls.refresh += 1
        // Slow enough that all five requests are waiting on it together.
        await new Promise((resolve) => setTimeout(resolve, 30))
        return HttpResponse.json({ access_token: 'fresh', expires_at: new Date(Date.now() + 900_000).toISOString() })
      }),
      http.get(apiPath('/hello/:n'), ({ request, params }) => {
        calls.hello += 1
        if (request.headers.get('Authorization') !== 'Bearer fresh') {
          return HttpResponse.json({ message: TOKEN_EXPIRED }, { status: 401 })
        }
        return HttpResponse.json(String(params.n))
      }),
    )
    return calls
  }

  /**
   * A server whose /hello takes only the token `fresh`, and whose refresh answers `first` the
   * first time, then `fresh`.
   */
  function refreshingAfter(first: () => Response) {
    const calls = { refresh: 0 }
    server.use(
      http.get(apiPath('/hello'), ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json('again')
          : HttpResponse.json({ message: TOKEN_EXPIRED }, { status: 401 }),
      ),
      http.post(apiPath('/auth/refresh'), () => {
        calls.refresh += 1
        return calls.refresh === 1
          ? first()
          : HttpResponse.json({ access_token: 'fresh', expires_at: new Date(Date.now() + 900_000).toISOString() })
      }),
    )
    return calls
  }

  it('is refreshed exactly once for five requests in parallel, and each is retried', async () => {
    const calls = expiringServer()
    setAccessToken('stale')
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => apiRequest(`/hello/${n}`, 'text')))
    expect(answers).toEqual(['1', '2', '3', '4', '5'])
    expect(calls.refresh).toBe(1)
    expect(calls.hello).toBe(10)
    expect(getAccessToken()).toBe('fresh')
  })

  it('is not refreshed again by a request that failed after another one already refreshed', async () => {
    const calls = expiringServer()
    setAccessToken('stale')
    const slow = apiRequest('/hello/slow', 'text')
    await apiRequest('/hello/1', 'text')
    await slow
    expect(calls.refresh).toBe(1)
  })

  it('ends the session when the refresh is refused: the token is dropped and the 401 reported', async () => {
    server.use(
      http.get(apiPath('/hello'), () => HttpResponse.json({ message: TOKEN_EXPIRED }, { status: 401 })),
      http.post(apiPath('/auth/refresh'), () =>
        HttpResponse.json({ message: 'No valid refresh token. Please log in again.' }, { status: 401 }),
      ),
    )
    setAccessToken('stale')
    const error = await apiFailure(apiRequest('/hello', 'text'))
    expect([error.status, error.message]).toEqual([401, TOKEN_EXPIRED])
    expect(getAccessToken()).toBeNull()
  })

  it('after a refused refresh, tries a public read again as a visitor', async () => {
    const sent: (string | null)[] = []
    server.use(
      http.get(apiPath('/hello'), ({ request }) => {
        const authorization = request.headers.get('Authorization')
        sent.push(authorization)
        return authorization
          ? HttpResponse.json({ message: 'No authenticated user found.' }, { status: 401 })
          : HttpResponse.json('visitor')
      }),
    )
    setAccessToken('revoked-elsewhere')
    await expect(apiRequest('/hello', 'text')).resolves.toBe('visitor')
    expect(sent).toEqual(['Bearer revoked-elsewhere', null])
    expect(getAccessToken()).toBeNull()
  })

  it('keeps the session when the refresh could not reach the server, and refreshes once it answers again', async () => {
    const calls = refreshingAfter(() => HttpResponse.error())
    // Down at first, back a second later (the next check).
    let checks = 0
    server.use(
      http.get(apiPath('/health'), () =>
        checks++ === 0
          ? HttpResponse.error()
          : HttpResponse.json({ ok: true, event_streams: 0, write_conflicts: { retried: 0, gave_up: 0 } }),
      ),
    )
    setAccessToken('stale')
    const answer = apiRequest('/hello', 'text')
    await vi.waitFor(() => expect(getReachability().reachable).toBe(false))
    expect(getAccessToken()).toBe('stale')
    await expect(answer).resolves.toBe('again')
    expect(calls.refresh).toBe(2)
  })

  it('gives up, keeping the session, when the refresh cannot get through though the server answers', async () => {
    let refreshes = 0
    server.use(
      http.get(apiPath('/hello'), () => HttpResponse.json({ message: TOKEN_EXPIRED }, { status: 401 })),
      http.post(apiPath('/auth/refresh'), () => {
        refreshes += 1
        return HttpResponse.error()
      }),
    )
    setAccessToken('stale')
    expect((await apiFailure(apiRequest('/hello', 'text'))).status).toBe(401)
    expect(refreshes).toBe(1)
    expect(getAccessToken()).toBe('stale')
  })

  it("takes a proxy's 502–504 for a server that is down", async () => {
    server.use(http.get(apiPath('/hello'), () => new HttpResponse('Bad gateway', { status: 502 })))
    expect((await apiFailure(apiRequest('/hello', 'text'))).status).toBe(502)
    expect(getReachability().reachable).toBe(false)
  })

  it('waits as long as a refresh answered 429 asks, then refreshes: too many refreshes are not a sign-out', async () => {
    const calls = refreshingAfter(() =>
      HttpResponse.json({ message: 'Too many requests.' }, { status: 429, headers: { 'Retry-After': '1' } }),
    )
    setAccessToken('stale')
    const started = Date.now()
    await expect(apiRequest('/hello', 'text')).resolves.toBe('again')
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(calls.refresh).toBe(2)
    expect(getAccessToken()).toBe('fresh')
  })

  it('does not bring a session back when the user logged out during the refresh', async () => {
    let release: (value?: unknown) => void = () => undefined
    const held = new Promise((resolve) => {
      release = resolve
    })
    server.use(
      http.get(apiPath('/hello'), () => HttpResponse.json({ message: TOKEN_EXPIRED }, { status: 401 })),
      http.post(apiPath('/auth/refresh'), async () => {
        await held
        return HttpResponse.json({ access_token: 'fresh', expires_at: new Date(Date.now() + 900_000).toISOString() })
      }),
    )
    setAccessToken('stale')
    const request = apiRequest('/hello', 'text').catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 20))
    setAccessToken(null) // logged out meanwhile
    release()
    await request
    expect(getAccessToken()).toBeNull()
  })
})
