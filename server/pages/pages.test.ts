import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type PageRenderer, type RenderedPage } from './page-renderer'
import { pageTemplate } from './page-template'
import { renderedPages, RENDERED_PATHS } from './pages'

// The app's server build stands in as a renderer answering what each test says; the real one
// is drawn end to end in e2e/first-screen.spec.ts.
const index =
  '<html><head><meta name="description" content="Shell" /><title>Teahouse</title></head><body><div id="root"></div></body></html>'

function site(answer: (url: string) => Promise<RenderedPage>) {
  const asked: { url: string; origin: string }[] = []
  let origin = ''
  const renderer: PageRenderer = {
    renderPage: (url) => (asked.push({ url, origin }), answer(url)),
    setApiTransport: () => {},
    setServerOrigin: (next) => (origin = next),
  }
  const pages = renderedPages({
    renderer,
    template: pageTemplate(index),
    api: new Hono(),
    address: { port: 3000, publicUrl: 'https://tea.example', allowedHosts: [] },
    now: () => new Date('2026-11-27T12:00:00Z'),
  })
  const app = new Hono()
  for (const path of RENDERED_PATHS) app.get(path, pages)
  app.get('*', (c) => c.html('the shell'))
  return { app, asked }
}

const drawn = (status: number): RenderedPage => ({ status, head: '<title>Drawn</title>', html: '<main>Drawn</main>', payload: {} })

afterEach(() => vi.restoreAllMocks())

describe('pages drawn on the server', () => {
  it('draws a public page with its query, for the public origin, as HTML the browser asks about again', async () => {
    const { app, asked } = site(async () => drawn(200))
    const answer = await app.request('/threads/0b9f3f9e-6c1b-4a57-9d5c-1a2b3c4d5e6f?view=gallery')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(answer.headers.get('Cache-Control')).toBe('no-cache')
    expect(await answer.text()).toContain('<main>Drawn</main>')
    expect(asked).toEqual([{ url: '/threads/0b9f3f9e-6c1b-4a57-9d5c-1a2b3c4d5e6f?view=gallery', origin: 'https://tea.example' }])
  })

  it("answers with the page's own status: a 404 page, a page for members, which the browser draws afresh", async () => {
    const ok = await (await site(async () => drawn(200)).app.request('/boards/x')).text()
    expect(ok).toContain('id="teahouse-page"')
    for (const status of [404, 400, 401, 403]) {
      const answer = await site(async () => drawn(status)).app.request('/boards/x')
      expect(answer.status).toBe(status)
      const html = await answer.text()
      expect(html).toContain('<main>Drawn</main>')
      expect(html).not.toContain('id="teahouse-page"')
    }
  })

  it("keeps an invite's page out of every cache", async () => {
    const answer = await site(async () => drawn(200)).app.request('/invites/realm/nonce')
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it("sends the app's shell when the page cannot be drawn: the database down, or a failure", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await (await site(async () => drawn(503)).app.request('/')).text()).toBe('the shell')
    const failing = site(async () => {
      throw new Error('a bug')
    })
    const answer = await failing.app.request('/realms/demo')
    expect([answer.status, await answer.text()]).toEqual([200, 'the shell'])
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('/realms/:realmSlug'), expect.any(Error))
  })

  it('leaves a browser that says it is signed in to the shell, where the app draws its own page', async () => {
    const { app, asked } = site(async () => drawn(200))
    const answer = await app.request('/threads/x', { headers: { Cookie: 'teahouse_signed_in=1' } })
    expect(await answer.text()).toBe('the shell')
    expect(asked).toEqual([])
  })

  it('leaves every other address to the shell', async () => {
    const { app, asked } = site(async () => drawn(200))
    for (const path of ['/login', '/boards/x/new', '/settings', '/search']) expect(await (await app.request(path)).text()).toBe('the shell')
    expect(asked).toEqual([])
  })
})
