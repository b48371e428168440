import { accessTokenSchema } from '../src/contract/schemas/auth'
import { apiToken, boardId, createInvite, expect, test, userMenuButton } from './fixtures'

const REFRESH_COOKIE = 'teahouse_refresh'

/** The headers design.md asks of every page: a strict CSP, nosniff, no framing, no referrer. */
function expectPageHeaders(headers: Record<string, string>, what: string) {
  const csp = headers['content-security-policy'] ?? ''
  for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"]) {
    expect(csp, `${what}: ${directive}`).toContain(directive)
  }
  // Only the privacy-enhanced video players may be framed, and only after Play (e2e/embeds.spec.ts).
  expect(csp, `${what}: frame-src`).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;')
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['x-frame-options'], what).toBe('DENY')
  expect(headers['referrer-policy'], what).toBe('no-referrer')
}

test('pages, invite pages and API answers carry the security headers', async ({ page, request }) => {
  const home = await page.goto('/')
  expectPageHeaders((await home?.allHeaders()) ?? {}, 'the realm home')

  const invite = await createInvite(request)
  const invitePage = await page.goto(invite.path)
  expectPageHeaders((await invitePage?.allHeaders()) ?? {}, 'an invite page')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const me = await request.get('/api/users/@me', { headers: { Authorization: `Bearer ${await apiToken(request, 'bo')}` } })
  expect(me.status()).toBe(200)
  expect(me.headers()).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' })
  const inviteStatus = await request.get(`/api/realms/${invite.realm.id}/invites/${invite.nonce}`)
  expect(inviteStatus.status()).toBe(200)
  expect(inviteStatus.headers()['referrer-policy']).toBe('no-referrer')
})

test('a signed-in reader’s tokens are in no storage the page can reach and in no address', async ({
  page,
  context,
  request,
  logInByForm,
}) => {
  const tokens: string[] = []
  const addresses: string[] = []
  page.on('request', (sent) => addresses.push(sent.url()))
  page.on('framenavigated', (frame) => addresses.push(frame.url()))
  page.on('response', async (response) => {
    if (/\/api\/auth\/(login|refresh)$/.test(response.url()) && response.ok()) {
      tokens.push(accessTokenSchema.parse(await response.json()).access_token)
    }
  })
  await logInByForm('bo')
  // Read a board and a thread, reload (a refresh: a new access token and a new cookie), open the stars.
  await page.goto(`/boards/${await boardId(request, 'tea-room')}`)
  await page.getByRole('article').first().getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.reload()
  await expect(userMenuButton(page, 'bo')).toBeVisible()
  await page.goto('/stars')
  await expect(page.getByRole('heading', { level: 1, name: 'Starred threads' })).toBeVisible()
  await expect.poll(() => tokens.length).toBeGreaterThanOrEqual(2)

  const refreshCookies = (await context.cookies()).filter((cookie) => cookie.name === REFRESH_COOKIE)
  expect(refreshCookies).toHaveLength(1)
  expect(refreshCookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' })
  const secrets = [...tokens, refreshCookies[0]?.value ?? '']

  const reachable = await page.evaluate(async () => {
    const stores: unknown[] = []
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name)
        opening.onsuccess = () => resolve(opening.result)
        opening.onerror = () => reject(opening.error)
      })
      for (const storeName of database.objectStoreNames) {
        const everything = database.transaction(storeName).objectStore(storeName).getAll()
        stores.push(await new Promise((resolve) => (everything.onsuccess = () => resolve(everything.result))))
      }
      database.close()
    }
    return JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie, stores })
  })
  for (const secret of secrets) {
    expect(reachable).not.toContain(secret)
    for (const address of addresses) expect(address).not.toContain(secret)
  }
  // What the page can see of the session is the hint that one exists, nothing more.
  expect(JSON.parse(reachable).cookie).toBe('teahouse_signed_in=1')
})

test('a replayed refresh cookie ends the session in the browser too', async ({ page, context, playwright, baseURL, logIn }) => {
  const refreshCookie = async () => (await context.cookies()).find((cookie) => cookie.name === REFRESH_COOKIE)?.value ?? ''
  await logIn('ada')
  const copied = await refreshCookie()
  // A page load refreshes: the browser's cookie rotates, the copy is now a replaced one.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'))
  await page.goto('/')
  expect((await refreshed).status()).toBe(200)
  await expect(userMenuButton(page, 'ada')).toBeVisible()
  expect(await refreshCookie()).not.toBe(copied)
  // Her browser uses the cookie that replaced the copy: a later return of the copy can no
  // longer be a retry of a lost answer (decision 028), only a second party.
  const again = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'))
  await page.reload()
  expect((await again).status()).toBe(200)
  await expect(userMenuButton(page, 'ada')).toBeVisible()

  // Someone who copied the old cookie tries it: refused, and the whole session ends.
  const thief = await playwright.request.newContext({ baseURL })
  const replay = await thief.post('/api/auth/refresh', { headers: { Cookie: `${REFRESH_COOKIE}=${copied}` } })
  expect(replay.status()).toBe(401)
  await thief.dispose()

  // Ada's browser, holding the newest cookie, is logged out at its next refresh.
  await page.reload()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(userMenuButton(page, 'ada')).toHaveCount(0)
  await page.goto('/stars')
  await expect(page).toHaveURL(/\/login\?redirect=/)
})
