import { createHash } from 'node:crypto'
import { type APIRequestContext } from '@playwright/test'
import { apiToken, boardId, boardThreads, expect, readThread, replyTo, startThread, test as base } from './fixtures'

// Pages as a visitor's browser asks for them: `request` keeps the cookies of the logins the
// tests make through it, and a browser that says it is signed in gets the app's shell.
const test = base.extend<{ visitor: APIRequestContext }>({
  visitor: async ({ playwright, baseURL }, use) => {
    const visitor = await playwright.request.newContext({ baseURL })
    await use(visitor)
    await visitor.dispose()
  },
})

// Public pages come drawn by the server (issue 26): a shared link unfurls, a crawler reads
// text, and a visitor reads before, or without, any script.

/** The values of the head's tags of `html` that say `attribute`="`name`" (og:title…), in order. */
function headTags(html: string, attribute: 'property' | 'name', name: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`, 'g'))].map((match) => match[1] ?? '')
}

test("a thread's address answers HTML with its title, its first lines and its link preview", async ({ request, visitor }) => {
  const bo = await apiToken(request, 'bo')
  const thread = await startThread(request, bo, await boardId(request, 'gallery'), [
    { insert: 'Moon cup at dusk\nGlazed in the last light, & still warm.\n' },
    { insert: { image: '/images/moon-cup.svg' } },
    { insert: '\n' },
  ])
  const answer = await visitor.get(`/threads/${thread.id}`)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toMatch(/^text\/html/)
  const html = await answer.text()
  expect(html).toContain('<title>Moon cup at dusk · Gallery</title>')
  expect(headTags(html, 'property', 'og:title')).toEqual(['Moon cup at dusk · Gallery'])
  expect(headTags(html, 'property', 'og:description')).toEqual(['Glazed in the last light, &amp; still warm.'])
  // The starter's first picture, made absolute.
  expect(headTags(html, 'property', 'og:image')).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/images\/moon-cup\.svg$/)])
  expect(headTags(html, 'name', 'twitter:card')).toEqual(['summary_large_image'])
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/threads/${thread.id}"/>`))
  // The stylesheet is asked for before the scripts: the page shows nothing until it has come
  // (scripts/lib/stylesheet-first.ts).
  expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(0)
  expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script type="module"'))
  // Its one script asks for the app once the page has painted (src/boot.ts): nothing else
  // is asked for before it.
  expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
    expect.stringMatching(/src="\/assets\/boot-[\w-]+\.js" data-entry="\/assets\/index-/),
  ])
  expect(html).not.toContain('modulepreload')
  // The starter's words are in the page itself.
  expect(html.slice(html.indexOf('<div id="root">'))).toContain('Glazed in the last light, &amp; still warm.')
})

test('a drawn page is revalidated by its ETag, and changes at once with a reply; a signed-in browser gets the shell', async ({
  request,
  visitor,
}) => {
  const bo = await apiToken(request, 'bo')
  const thread = await startThread(request, bo, await boardId(request, 'kettle-corner'), [{ insert: 'Kept, then changed\n' }])
  const path = `/threads/${thread.id}`
  const first = await visitor.get(path)
  const etag = first.headers()['etag'] ?? ''
  expect(etag).toMatch(/^W\/"[\w-]+"$/)
  // A CDN may keep it briefly, and serve it a little longer while it asks again.
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60')
  const same = await visitor.get(path, { headers: { 'If-None-Match': etag } })
  expect([same.status(), await same.text()]).toEqual([304, ''])

  await replyTo(request, bo, thread.starter.id, [{ insert: 'A reply the page shows at once\n' }])
  const changed = await visitor.get(path, { headers: { 'If-None-Match': etag } })
  expect(changed.status()).toBe(200)
  expect(changed.headers()['etag']).not.toBe(etag)
  expect(await changed.text()).toContain('A reply the page shows at once')

  // The shell at a page's address is no shared cache's to keep in the page's place.
  const shell = await visitor.get(path, { headers: { Cookie: 'teahouse_signed_in=1' } })
  expect(shell.headers()['cache-control']).toBe('private, no-cache')
  expect(await shell.text()).not.toContain('teahouse-page')
})

test("a members-only thread's address answers none of its text, and a missing thread is a 404 page", async ({ request, visitor }) => {
  const bo = await apiToken(request, 'bo')
  const [secret] = await boardThreads(request, 'back-room', bo)
  if (!secret) throw new Error('no thread in the Back Room')
  const full = await readThread(request, secret.id, bo)
  const answer = await visitor.get(`/threads/${secret.id}`)
  expect([401, 403]).toContain(answer.status())
  const html = await answer.text()
  const delta = JSON.parse(full.starter.content) as { insert: unknown }[] | { ops: { insert: unknown }[] }
  const words = Array.isArray(delta) ? delta : delta.ops
  const firstLine = String(words.find((op) => typeof op.insert === 'string')?.insert ?? '').split('\n')[0] ?? ''
  expect(firstLine.length).toBeGreaterThan(5)
  expect(html).not.toContain(firstLine.slice(0, 20))
  expect(html).not.toContain(secret.starter.id)

  const missing = await visitor.get('/threads/00000000-0000-4000-8000-000000000000')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('<div id="root"><')
})

test('hostile words in a title stay text in the head and in the page data', async ({ request, visitor }) => {
  const bo = await apiToken(request, 'bo')
  const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(1)>'
  const thread = await startThread(request, bo, await boardId(request, 'kettle-corner'), [{ insert: `${hostile}\nAnd more.\n` }])
  const answer = await visitor.get(`/threads/${thread.id}`)
  const html = await answer.text()
  // The build's scripts, one of data, whose text closes nothing, and the press recorder, the
  // one inline script, which the page's policy names by its hash: no script of the title's.
  const scripts = html.match(/<script[^>]*>/g) ?? []
  expect(scripts.filter((tag) => !/type="module"|type="application\/json"/.test(tag))).toEqual(['<script>'])
  expect(scripts.filter((tag) => tag.includes('application/json'))).toHaveLength(1)
  const inline = /<script>([^]*?)<\/script>/.exec(html)?.[1] ?? ''
  expect(inline).toContain('data-press-waiting')
  expect(answer.headers()['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`)
  expect(html).not.toContain('<img src=x')
  expect(html).not.toContain('</script><script>alert(1)')
  expect(headTags(html, 'property', 'og:title')[0]).toContain('&lt;/script&gt;')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor reads a board, follows a thread and reads its first posts', async ({ page, request }) => {
    const [thread] = await boardThreads(request, 'tea-room')
    if (!thread) throw new Error('no thread in the Tea Room')
    await page.goto(`/boards/${thread.parent_board_id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Tea Room' })).toBeVisible()
    const link = page.locator(`a[href="/threads/${thread.id}"]`).first()
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/threads/${thread.id}`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main article').first()).toBeVisible()
    // And back to the board by its breadcrumb.
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByRole('link', { name: 'Tea Room' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Tea Room' })).toBeVisible()
  })
})
