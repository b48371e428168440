import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSite } from '../site'
import { useTestServer } from '../test/harness'
import { deltaOf, reply } from '../test/replies'
import { newThreadBody, startThread } from '../test/writes'
import { loadPageRenderer, type PageRenderer } from './page-renderer'
import { loadPageTemplate } from './page-template'
import { KeptPages } from './kept-pages'
import { renderedPages } from './pages'

// The app's real server build drawing pages from a test server's API, as `npm start` does; a
// second server on the same database (`twin`, as a second process on one PostgreSQL) takes
// the writes. A kept page must show them at once.
const root = fileURLToPath(new URL('../..', import.meta.url))
const a = useTestServer()
let site: Hono
const drawn: string[] = []

beforeAll(async () => {
  // A kept page is drawn again in a new minute ("5 minutes ago"): the clock moves here only when a
  // test says so, or a minute turning between two requests would draw a page the test expects kept.
  a.clock.stop()
  const renderer = await loadPageRenderer(root)
  if (!renderer) throw new Error("the app's server build is missing: run npm run build first")
  const counted: PageRenderer = { ...renderer, renderPage: (url, now) => (drawn.push(url), renderer.renderPage(url, now)) }
  const built = await loadPageTemplate(join(root, 'dist'))
  if (!built) throw new Error('the app is not built: run npm run build first')
  const address = { port: 3000, publicUrl: 'https://tea.example', allowedHosts: [] }
  const serve = renderedPages({ renderer: counted, template: built.template, api: a.app, address, now: a.clock.now, build: built.build })
  site = createSite(a.app, root, { serve, scriptSource: built.template.scriptSource })
})

async function page(path: string, etag?: string | null) {
  const answer = await site.request(path, { headers: etag ? { 'If-None-Match': etag } : {} })
  return {
    status: answer.status,
    etag: answer.headers.get('ETag'),
    caching: answer.headers.get('Cache-Control'),
    html: await answer.text(),
  }
}

const firstThreadOn = (html: string) => /href="\/threads\/([\w-]+)/.exec(html)?.[1]

describe('public pages kept as drawn, on a server sharing its database', () => {
  it('draws a board and a thread once while nothing changes, and afresh at once when another server takes a reply', async () => {
    const board = `/boards/${await a.boardId('kettle-corner')}`
    const target = (await a.threadsOn('kettle-corner')).at(-1)
    if (!target) throw new Error('no thread')
    const thread = `/threads/${target.id}`
    const before = { board: await page(board), thread: await page(thread) }
    expect([before.board.status, before.thread.status]).toEqual([200, 200])
    expect(before.thread.html).not.toContain('Seen by the kept page at once')
    drawn.length = 0

    for (const [path, first] of [
      [board, before.board],
      [thread, before.thread],
    ] as const) {
      expect(await page(path, first.etag)).toMatchObject({ status: 304, etag: first.etag, html: '' })
      expect(await page(path)).toMatchObject({ status: 200, etag: first.etag, html: first.html })
    }
    expect(drawn).toEqual([])

    const b = a.twin()
    await reply(b, await b.login('ada'), target.starterId, 'Seen by the kept page at once')
    const after = { board: await page(board, before.board.etag), thread: await page(thread, before.thread.etag) }
    expect([after.board.status, after.thread.status]).toEqual([200, 200])
    expect(after.board.etag).not.toBe(before.board.etag)
    expect(after.thread.etag).not.toBe(before.thread.etag)
    expect(after.thread.html).toContain('Seen by the kept page at once')
    // The thread, now the board's latest activity, is first on its page.
    expect([firstThreadOn(before.board.html), firstThreadOn(after.board.html)]).toEqual([expect.not.stringMatching(target.id), target.id])
    expect(drawn).toEqual([board, thread])
  })

  it("shows its author's edit and deletion at once, in the page and in its link preview, wherever they were made", async () => {
    const target = await a.threadBy('kettle-corner', 'bo')
    const path = `/threads/${target.id}`
    const before = await page(path)
    const b = a.twin()
    const token = await b.login('bo')
    const edit = await b.request(`/posts/${target.starterId}`, {
      method: 'PATCH',
      token,
      json: { content: deltaOf('Rewritten by its author\nquillwort and kettle chatter') },
      headers: { 'If-Match': '"1"' },
    })
    expect(edit.status, edit.text).toBe(200)
    const edited = await page(path, before.etag)
    expect(edited.status).toBe(200)
    expect(edited.etag).not.toBe(before.etag)
    expect(/<title>([^<]*)<\/title>/.exec(edited.html)?.[1]).toContain('Rewritten by its author')
    expect(/<meta property="og:description" content="([^"]*)"/.exec(edited.html)?.[1]).toContain('quillwort and kettle chatter')

    expect((await b.request(`/posts/${target.starterId}`, { method: 'DELETE', token })).status).toBe(204)
    const deleted = await page(path, edited.etag)
    expect(deleted.status).toBe(200)
    expect(deleted.html).not.toContain('quillwort')
    expect(deleted.html).not.toContain('Rewritten by its author')
    expect(/<title>([^<]*)<\/title>/.exec(deleted.html)?.[1]).toContain('[deleted]')
  })

  it('leaves a starter a moderator removed out of the page and its link preview at once, and brings it back on restore', async () => {
    const target = await a.threadBy('tea-room', 'bo')
    const path = `/threads/${target.id}`
    const b = a.twin()
    const token = await b.login('bo')
    const words = 'Moderated away\nhibiscus and quince gossip'
    expect(
      (
        await b.request(`/posts/${target.starterId}`, {
          method: 'PATCH',
          token,
          json: { content: deltaOf(words) },
          headers: { 'If-Match': '"1"' },
        })
      ).status,
    ).toBe(200)
    const before = await page(path)
    expect(before.html).toContain('hibiscus and quince gossip')
    const moderator = await b.login('ada')
    const removal = await b.request(`/posts/${target.starterId}/removal`, {
      method: 'POST',
      token: moderator,
      json: { reason: 'Gossip about a member.' },
    })
    expect(removal.status, removal.text).toBe(204)
    const removed = await page(path, before.etag)
    expect(removed.status).toBe(200)
    expect(removed.html).not.toContain('hibiscus')
    expect(removed.html).not.toContain('Moderated away')
    expect(removed.html).not.toContain('Gossip about a member')
    expect(/<title>([^<]*)<\/title>/.exec(removed.html)?.[1]).toContain('[removed by a moderator]')
    expect((await b.request(`/posts/${target.starterId}/removal`, { method: 'DELETE', token: moderator })).status).toBe(204)
    expect((await page(path, removed.etag)).html).toContain('hibiscus and quince gossip')
  })

  it('runs the built press recorder inline before anything else, and its Content-Security-Policy allows that script and no other inline one', async () => {
    const answer = await site.request(`/boards/${await a.boardId('kettle-corner')}`)
    const html = await answer.text()
    const scripts = [...html.matchAll(/<script( [^>]*)?>([^]*?)<\/script>/g)]
    // The first script of the page, before its title, with no attributes: a classic script that runs at once.
    expect(scripts[0]?.[1]).toBeUndefined()
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<title>'))
    const recorder = scripts[0]?.[2] ?? ''
    expect(recorder).toContain('data-press-waiting')
    const scriptSrc = /script-src ([^;]*)/.exec(answer.headers.get('Content-Security-Policy') ?? '')?.[1]
    expect(scriptSrc).toBe(`'self' 'sha256-${createHash('sha256').update(recorder).digest('base64')}'`)
    // Every other script is the page's data or loads from the site.
    for (const [, attributes] of scripts.slice(1)) expect(attributes).toMatch(/type="(application\/json|module)"/)
  })

  it('draws a page again in a new minute, as its relative times may have moved', async () => {
    const path = `/realms/demo`
    const first = await page(path)
    drawn.length = 0
    expect((await page(path, first.etag)).status).toBe(304)
    a.clock.advance(60)
    const later = await page(path, first.etag)
    expect(later.status).toBe(200)
    expect(later.etag).not.toBe(first.etag)
    expect(drawn).toEqual([path])
  })

  it('stops serving the kept pages of a board made members-only at once, from another server, words and link preview alike', async () => {
    const b = a.twin()
    const ada = await b.login('ada')
    const made = await b.request(`/realms/${await b.realmId('demo')}/boards`, {
      method: 'POST',
      token: ada,
      json: { slug: 'soon-closed', name: 'Soon Closed', members_only: false },
    })
    expect(made.status, made.text).toBe(201)
    const boardId = (made.body as { id: string }).id
    const thread = await startThread(b, await b.login('bo'), boardId, newThreadBody('Gooseberry fool, a secret recipe.'))
    const paths = [`/boards/${boardId}`, `/threads/${thread.id}`]
    const before = await Promise.all(paths.map((path) => page(path)))
    for (const kept of before) expect([kept.status, kept.html.includes('Gooseberry fool')]).toEqual([200, true])
    expect((await b.request(`/boards/${boardId}`, { method: 'PATCH', token: ada, json: { members_only: true } })).status).toBe(200)
    for (const [index, path] of paths.entries()) {
      const after = await page(path, before[index]?.etag)
      expect(after).toMatchObject({ status: 401, etag: null, caching: 'no-cache' })
      expect(after.html).not.toContain('Gooseberry')
    }
  })

  it('keeps no page for members: each request draws its "for members" page, kept by no cache, saying how to authenticate', async () => {
    const path = `/boards/${await a.boardId('back-room')}`
    drawn.length = 0
    for (let i = 0; i < 2; i++) expect(await page(path)).toMatchObject({ status: 401, etag: null, caching: 'no-cache' })
    expect(drawn).toEqual([path, path])
    expect((await site.request(path)).headers.get('WWW-Authenticate')).toBe('Bearer')
  })

  it("sends a kept page as its Brotli or gzip copy through the site's compression, untouched, under the plain page's tag", async () => {
    const path = `/boards/${await a.boardId('tea-room')}`
    const plain = await page(path)
    for (const [acceptEncoding, coding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const answer = await site.request(path, { headers: { 'Accept-Encoding': acceptEncoding } })
      const bytes = Buffer.from(await answer.arrayBuffer())
      expect([answer.status, answer.headers.get('Content-Encoding'), answer.headers.get('ETag')]).toEqual([200, coding, plain.etag])
      expect(answer.headers.get('Content-Length')).toBe(String(bytes.byteLength))
      expect(answer.headers.get('Vary')).toBe('Accept-Encoding')
      expect(decode(bytes).toString('utf8')).toBe(plain.html)
    }
  })
})

describe('KeptPages', () => {
  it('counts a compressed copy against its bytes once it is made', async () => {
    const document = new TextEncoder().encode('<main>A page of its own</main>'.repeat(100))
    // Room for two pages and their one source each, not for a copy as well.
    const pages = new KeptPages(async () => new Response('{}'), 'build-1', 2 * (document.byteLength + 200) + 10)
    const drawn: string[] = []
    const page = (path: string) =>
      pages.page(path, 0, async () => {
        drawn.push(path)
        await pages.transport('https://tea.example/api/thing', {})
        return { status: 200, document }
      })
    const first = await page('/boards/a')
    await page('/boards/b')
    await page('/boards/b')
    expect(drawn).toEqual(['/boards/a', '/boards/b'])
    await first.copies?.get('br')
    // The two pages and a copy no longer fit: the one used least lately is let go.
    await page('/boards/b')
    expect(drawn).toEqual(['/boards/a', '/boards/b', '/boards/b'])
  })
})
