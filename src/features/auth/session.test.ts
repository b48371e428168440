import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { safeRedirect } from './session'

describe('safeRedirect', () => {
  it.each([
    ['/stars', '/stars'],
    ['/boards/1?category=tea', '/boards/1?category=tea'],
    [undefined, '/'],
    ['', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example/x', '/'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected)
  })
})

describe('restoreSession', () => {
  const hint = 'teahouse_signed_in'
  let refreshes = 0

  beforeEach(() => {
    refreshes = 0
    server.use(
      http.post(apiPath('/auth/refresh'), () => {
        refreshes += 1
        return HttpResponse.json({ access_token: 'restored', expires_at: new Date(Date.now() + 900_000).toISOString() })
      }),
    )
    // Each test starts a fresh page: restoreSession asks at most once per page load.
    vi.resetModules()
  })
  afterEach(() => {
    document.cookie = `${hint}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    vi.unstubAllEnvs()
  })

  async function restoreOnFreshPage() {
    const { restoreSession } = await import('./session')
    const { getAccessToken } = await import('../../api/access-token')
    await restoreSession()
    return getAccessToken()
  }

  it('does not ask the server when the API shares the page origin and no session cookie is set', async () => {
    expect(await restoreOnFreshPage()).toBeNull()
    expect(refreshes).toBe(0)
  })

  it('trades the refresh cookie when the server has marked a session', async () => {
    document.cookie = `${hint}=1; path=/`
    expect(await restoreOnFreshPage()).toBe('restored')
    expect(refreshes).toBe(1)
  })

  it('draws the first page after 5 s at most when the refresh is told to wait, and takes the token when it comes', async () => {
    let asked = 0
    server.use(
      http.post(apiPath('/auth/refresh'), () => {
        asked += 1
        return asked === 1
          ? HttpResponse.json({ message: 'Too many requests.' }, { status: 429, headers: { 'Retry-After': '6' } })
          : HttpResponse.json({ access_token: 'restored', expires_at: new Date(Date.now() + 900_000).toISOString() })
      }),
    )
    document.cookie = `${hint}=1; path=/`
    const started = Date.now()
    expect(await restoreOnFreshPage()).toBeNull()
    expect(Date.now() - started).toBeLessThan(5_900)
    const { getAccessToken } = await import('../../api/access-token')
    await vi.waitFor(() => expect(getAccessToken()).toBe('restored'), { timeout: 3_000 })
  }, 15_000)

  it('always asks an API on another origin, whose session cookie the page cannot see', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example/api')
    expect(await restoreOnFreshPage()).toBe('restored')
    expect(refreshes).toBe(1)
  })
})
