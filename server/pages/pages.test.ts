import * as zlib from 'node:zlib'
import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type PageRenderer, type RenderedPage } from './page-renderer'
import { pageTemplate } from './page-template'
import { PUBLIC_PAGE_CACHING, renderedPages, RENDERED_PATHS, SHELL_CACHING } from './pages'

// The app's server build stands in as a renderer answering what each test says; the real one
// is drawn end to end in e2e/first-screen.spec.ts.
const index =
  '<html><head><meta name="description" content="Shell" /><title>Teahouse</title></head><body><div id="root"></div></body></html>'

type Transport = Parameters<PageRenderer['setApiTransport']>[0]

/**
 * A site whose renderer answers `answer(url, askApi)`, `askApi` being the way to `api` the
 * server gives it, and reads addresses as `canonical` says; `clock.now` is the server's time.
 */
function site(answer: (url: string, askApi: Transport) => Promise<RenderedPage>, api = new Hono(), canonical = (url: string) => url) {
  const asked: { url: string; origin: string }[] = []
  let origin = ''
  let askApi: Transport = () => Promise.reject(new Error('no transport'))
  const renderer: PageRenderer = {
    renderPage: (url) => (asked.push({ url, origin }), answer(url, askApi)),
    canonicalPath: canonical,
    setApiTransport: (transport) => (askApi = transport),
    setServerOrigin: (next) => (origin = next),
  }
  const clock = { now: new Date('2026-11-27T12:00:00Z') }
  const pages = renderedPages({
    renderer,
    template: pageTemplate(index, { boot: '/assets/boot.js', recorder: 'keep()' }),
    api,
    address: { port: 3000, publicUrl: 'https://tea.example', allowedHosts: [] },
    now: () => clock.now,
    build: 'build-1',
  })
  const app = new Hono()
  for (const path of RENDERED_PATHS) app.get(path, pages)
  app.get('*', (c) => c.html('the shell'))
  return { app, asked, clock }
}

const drawn = (status: number, text = 'Drawn'): RenderedPage => ({
  status,
  head: '<title>Drawn</title>',
  html: `<main>${text}</main>`,
  payload: {},
})

/** An API whose one answer, `/api/thing`, says `thing.version`; `thing.reads` counts its reads. */
function thingApi() {
  const thing = { version: 1, reads: 0 }
  const api = new Hono().get('/api/thing', (c) => (thing.reads++, c.json({ version: thing.version })))
  const draw = async (_url: string, askApi: Transport) => {
    const answer = (await (await askApi('https://tea.example/api/thing', { headers: { Accept: 'application/json' } })).json()) as {
      version: number
    }
    return drawn(200, `version ${answer.version}`)
  }
  return { thing, api, draw }
}

// Each compression the server makes, counted (and made as it would be).
vi.mock('node:zlib', async (original) => {
  const real = await original<typeof zlib>()
  return { ...real, gzip: vi.fn(real.gzip), brotliCompress: vi.fn(real.brotliCompress) }
})

afterEach(() => vi.restoreAllMocks())

describe('pages drawn on the server', () => {
  it('draws a public page with its query, for the public origin, as HTML a CDN may keep briefly and revalidate', async () => {
    const { app, asked } = site(async () => drawn(200))
    const answer = await app.request('/threads/0b9f3f9e-6c1b-4a57-9d5c-1a2b3c4d5e6f?view=gallery')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(answer.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHING)
    expect(answer.headers.get('ETag')).toMatch(/^W\/"[\w-]+"$/)
    expect(await answer.text()).toContain('<main>Drawn</main>')
    expect(asked).toEqual([{ url: '/threads/0b9f3f9e-6c1b-4a57-9d5c-1a2b3c4d5e6f?view=gallery', origin: 'https://tea.example' }])
  })

  it('sends an address the page reads otherwise to the one it reads, drawing nothing', async () => {
    const { app, asked } = site(
      async () => drawn(200),
      new Hono(),
      (url) => url.replace('?post=not-a-uuid', ''),
    )
    const answer = await app.request('/threads/0b9f3f9e-6c1b-4a57-9d5c-1a2b3c4d5e6f?post=not-a-uuid')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/threads/0b9f3f9e-6c1b-4a57-9d5c-1a2b3c4d5e6f')
    expect(asked).toEqual([])
  })

  it("answers with the page's own status: a 404 page, a page for members, which the browser draws afresh", async () => {
    const ok = await (await site(async () => drawn(200)).app.request('/boards/x')).text()
    expect(ok).toContain('id="teahouse-page"')
    for (const status of [404, 400, 401, 403]) {
      const answer = await site(async () => drawn(status)).app.request('/boards/x')
      expect(answer.status).toBe(status)
      // Drawn each time, and no cache keeps it: a thread not found may be there in a moment.
      expect(answer.headers.get('Cache-Control')).toBe('no-cache')
      expect(answer.headers.get('ETag')).toBeNull()
      // A page for members says how to authenticate, as the API's 401 does.
      expect(answer.headers.get('WWW-Authenticate')).toBe(status === 401 ? 'Bearer' : null)
      const html = await answer.text()
      expect(html).toContain('<main>Drawn</main>')
      expect(html).not.toContain('id="teahouse-page"')
    }
  })

  it("keeps an invite's page out of every cache, its own included: it is drawn each time", async () => {
    const { app, asked } = site(async () => drawn(200))
    for (let i = 0; i < 2; i++) {
      const answer = await app.request('/invites/realm/nonce')
      expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
      expect(answer.headers.get('ETag')).toBeNull()
    }
    expect(asked).toHaveLength(2)
  })

  it('keeps a drawn page while the API answers it was drawn from stay the same, and says so with a 304', async () => {
    const { thing, api, draw } = thingApi()
    const { app, asked } = site(draw, api)
    const first = await app.request('/boards/x')
    const etag = first.headers.get('ETag') ?? ''
    expect(await first.text()).toContain('version 1')

    const again = await app.request('/boards/x')
    expect([again.headers.get('ETag'), await again.text()]).toEqual([etag, expect.stringContaining('version 1')])
    const notModified = await app.request('/boards/x', { headers: { 'If-None-Match': etag } })
    expect([notModified.status, await notModified.text()]).toEqual([304, ''])
    expect(notModified.headers.get('ETag')).toBe(etag)
    expect(notModified.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHING)
    // Drawn once; its answer asked again for each request after.
    expect([asked.length, thing.reads]).toEqual([1, 3])

    thing.version = 2
    const changed = await app.request('/boards/x', { headers: { 'If-None-Match': etag } })
    expect(changed.status).toBe(200)
    expect(await changed.text()).toContain('version 2')
    expect(changed.headers.get('ETag')).not.toBe(etag)
    expect(asked).toHaveLength(2)
  })

  it('sends a kept page in the encoding the client takes best, each made once, under one weak tag', async () => {
    const { api, draw } = thingApi()
    const { app } = site(draw, api)
    const plain = await app.request('/boards/x')
    const html = await plain.text()
    const etag = plain.headers.get('ETag')
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding')
    vi.mocked(zlib.gzip).mockClear()
    vi.mocked(zlib.brotliCompress).mockClear()
    // The first readers of an encoding, arriving together, share one compression.
    const together = await Promise.all([1, 2, 3].map(() => app.request('/boards/x', { headers: { 'Accept-Encoding': 'br' } })))
    expect(together.map((answer) => answer.headers.get('Content-Encoding'))).toEqual(['br', 'br', 'br'])

    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }
    const asked = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const
    for (const [acceptEncoding, coding] of asked) {
      const answer = await app.request('/boards/x', { headers: { 'Accept-Encoding': acceptEncoding } })
      const bytes = Buffer.from(await answer.arrayBuffer())
      expect(answer.headers.get('Content-Encoding'), acceptEncoding).toBe(coding)
      expect(answer.headers.get('Content-Length'), acceptEncoding).toBe(String(bytes.byteLength))
      expect(answer.headers.get('Vary'), acceptEncoding).toBe('Accept-Encoding')
      expect(answer.headers.get('ETag'), acceptEncoding).toBe(etag)
      expect(decoders[coding](bytes).toString('utf8'), acceptEncoding).toBe(html)
    }
    // Made once each, whatever the number of requests; asked again by its tag, a 304 in any encoding.
    expect([vi.mocked(zlib.brotliCompress).mock.calls.length, vi.mocked(zlib.gzip).mock.calls.length]).toEqual([1, 1])
    const notModified = await app.request('/boards/x', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag ?? '' } })
    expect([notModified.status, notModified.headers.get('Vary')]).toEqual([304, 'Accept-Encoding'])
    for (const refused of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const answer = await app.request('/boards/x', { headers: { 'Accept-Encoding': refused } })
      expect([answer.headers.get('Content-Encoding'), await answer.text()], refused).toEqual([null, html])
    }
  })

  it('draws a kept page again in a new minute ("5 minutes ago"), and keeps each address apart', async () => {
    const { api, draw } = thingApi()
    const { app, asked, clock } = site(draw, api)
    const first = (await app.request('/boards/x')).headers.get('ETag')
    await app.request('/boards/x?category=news')
    await app.request('/boards/x')
    expect(asked.map((page) => page.url)).toEqual(['/boards/x', '/boards/x?category=news'])
    clock.now = new Date('2026-11-27T12:01:00Z')
    const later = await app.request('/boards/x', { headers: { 'If-None-Match': first ?? '' } })
    expect(later.status).toBe(200)
    expect(later.headers.get('ETag')).not.toBe(first)
    expect(asked).toHaveLength(3)
  })

  it('lets requests for a page that is not kept, arriving together, share one drawing', async () => {
    const { api, draw } = thingApi()
    const { app, asked } = site(draw, api)
    const answers = await Promise.all([1, 2, 3].map(() => app.request('/threads/x')))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(asked).toHaveLength(1)
  })

  it('lets requests for a kept page, arriving together, share one asking of its answers', async () => {
    const { thing, api, draw } = thingApi()
    const { app } = site(draw, api)
    await app.request('/threads/x')
    const answers = await Promise.all([1, 2, 3].map(() => app.request('/threads/x')))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    // One read to draw it, one for the three.
    expect(thing.reads).toBe(2)
  })

  it('keeps no page whose drawing asked the API for anything but a read', async () => {
    const { thing, api } = thingApi()
    api.post('/api/thing', (c) => c.json({}))
    const { app, asked } = site(async (_url, askApi) => {
      await askApi('https://tea.example/api/thing', { method: 'POST' })
      return drawn(200, `version ${thing.version}`)
    }, api)
    for (let i = 0; i < 2; i++) expect((await app.request('/boards/x')).headers.get('Cache-Control')).toBe('no-cache')
    expect(asked).toHaveLength(2)
  })

  it("sends the app's shell when the page cannot be drawn: the database down, or a failure", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await (await site(async () => drawn(503)).app.request('/')).text()).toBe('the shell')
    const failing = site(async () => {
      throw new Error('a bug')
    })
    const answer = await failing.app.request('/realms/demo')
    expect([answer.status, await answer.text()]).toEqual([200, 'the shell'])
    // Not to be kept by a CDN in the drawn page's place.
    expect(answer.headers.get('Cache-Control')).toBe(SHELL_CACHING)
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('/realms/:realmSlug'), expect.any(Error))
  })

  it('leaves a browser that says it is signed in to the shell, where the app draws its own page', async () => {
    const { app, asked } = site(async () => drawn(200))
    const answer = await app.request('/threads/x', { headers: { Cookie: 'teahouse_signed_in=1' } })
    expect(await answer.text()).toBe('the shell')
    expect(answer.headers.get('Cache-Control')).toBe(SHELL_CACHING)
    expect(asked).toEqual([])
  })

  it('leaves every other address to the shell', async () => {
    const { app, asked } = site(async () => drawn(200))
    for (const path of ['/login', '/boards/x/new', '/settings', '/search']) expect(await (await app.request(path)).text()).toBe('the shell')
    expect(asked).toEqual([])
  })
})
