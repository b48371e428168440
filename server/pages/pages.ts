import type { Context, Hono, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { appOrigin, type AppAddress } from '../http/app-origin'
import { NO_TOKEN_CHALLENGE } from '../http/bearer-challenge'
import { preferredCoding } from '../http/compress-answers'
import { ifNoneMatch } from '../http/conditional'
import { SIGNED_IN_COOKIE } from '../http/cookies'
import { KeptPages, type SentPage } from './kept-pages'
import type { PageRenderer } from './page-renderer'
import type { PageTemplate } from './page-template'

/**
 * The public pages the server draws for a visitor (docs/decisions/038): a realm's home and the front
 * page, a board's feed, a thread (either layout), an invite. Every other address (signing
 * in, settings, a new thread…) is the app's shell, rendered in the browser.
 */
export const RENDERED_PATHS = ['/', '/realms/:realmSlug', '/boards/:boardId', '/threads/:threadId', '/invites/:realmId/:nonce']

/**
 * A drawn page is everyone's (nothing of the reader is in it): a CDN may keep it 10 seconds
 * and serve it a minute longer while it asks again by its ETag; a browser asks every time
 * (docs/decisions/039-pages-kept-and-revalidated.md).
 */
export const PUBLIC_PAGE_CACHING = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'
/** The app's shell at a page's address (a signed-in reader's, or a page that could not be drawn): no shared cache keeps it in the page's place. */
export const SHELL_CACHING = 'private, no-cache'
const encoder = new TextEncoder()
/** Drawn pages kept per process, as the HTML sent. */
const KEPT_PAGE_BYTES = 32 * 1024 * 1024

interface PagesOptions {
  renderer: PageRenderer
  template: PageTemplate
  /** The API, answering the page's requests in this process (no socket, no token). */
  api: Pick<Hono, 'request'>
  address: AppAddress
  now: () => Date
  /** What names this build's pages in their ETags: a page of another build is never "the same". */
  build: string
}

/**
 * Answers a public page with its first screen drawn: its HTML, and the data it was drawn
 * from for the app to take over (src/main.tsx). The status is the page's (a thread that does not exist is a
 * 404 with the app's own "not found" page, a members-only board a 401 with its "for members"
 * page). Should the page not be drawn (the database down: a 5xx; a bug), the app's shell goes
 * out instead, and the browser draws the page, or says why it cannot.
 * A page drawn once is kept while the API answers it was drawn from stay the same (kept-pages.ts).
 */
export function renderedPages({ renderer, template, api, address, now, build }: PagesOptions): MiddlewareHandler {
  const kept = new KeptPages((url, init) => Promise.resolve(api.request(url, init)), build, KEPT_PAGE_BYTES)
  renderer.setApiTransport(kept.transport)

  const shell = async (c: Context, next: () => Promise<void>) => {
    await next()
    if (c.res.ok) c.res.headers.set('Cache-Control', SHELL_CACHING)
  }

  return async (c: Context, next) => {
    // A browser that says it is signed in gets the app's shell: the app
    // draws the reader's own page, with nothing of a visitor's to press meanwhile (a
    // visitor's "Thread options" would do nothing until then). The cookie is SameSite=Strict,
    // so a link followed from elsewhere brings none, and that page is drawn.
    if (getCookie(c, SIGNED_IN_COOKIE) === '1') return shell(c, next)
    const url = new URL(c.req.url)
    const path = `${url.pathname}${url.search}`
    // The router draws only the address as the page reads it (a `?post=` that is no post's id
    // dropped, a category in lower case): at another it would draw nothing, and the browser's
    // router, reading the same, would write the canonical address and draw the page again
    // (docs/decisions/043).
    const canonical = renderer.canonicalPath(path)
    if (canonical !== path) return c.redirect(canonical, 302)
    // The origin links are judged by (one of ours, or elsewhere): the one this page is read at.
    const origin = appOrigin(address, c.req.url)
    const draw = async (): Promise<SentPage> => {
      renderer.setServerOrigin(origin)
      const page = await renderer.renderPage(path, now())
      // An error page (not found, for members…) goes without its data: the browser draws it
      // afresh, as the reader it knows, rather than take it over (the router throws a failed
      // page's error where the server drew its error page, so the two would differ).
      const document = template.page(page.head, page.html, page.status === 200 ? page.payload : undefined)
      return { status: page.status, document: encoder.encode(document) }
    }
    // An invite's page is the invitee's alone (its address holds the invite's code), and
    // changes as the invite is used: drawn each time, kept by no one.
    const invite = c.req.path.startsWith('/invites/')
    let page: SentPage
    try {
      page = invite ? await draw() : await kept.page(`${origin} ${path}`, Math.floor(now().getTime() / 60_000), draw)
    } catch (error) {
      // The route's pattern, not its address: an invite's address holds its code.
      console.error(`Drawing ${c.req.routePath} on the server failed; sending the app's shell:`, error)
      return shell(c, next)
    }
    if (page.status >= 500) return shell(c, next)
    const html = (status: number, headers: Record<string, string>, body = page.document) =>
      c.body(body, status as 200, { 'Content-Type': 'text/html; charset=UTF-8', ...headers })
    if (invite) return html(page.status, { 'Cache-Control': 'private, no-store' })
    // A page for members says how to authenticate, as the API's 401 does; it is drawn as a
    // visitor's, so no token was refused.
    if (page.status === 401) return html(401, { 'Cache-Control': 'no-cache', 'WWW-Authenticate': NO_TOKEN_CHALLENGE })
    if (page.etag === undefined) return html(page.status, { 'Cache-Control': 'no-cache' })
    // One weak tag for every encoding; each encoding's copy made once (docs/decisions/041).
    const headers = { ETag: `W/${page.etag}`, 'Cache-Control': PUBLIC_PAGE_CACHING, Vary: 'Accept-Encoding' }
    if (ifNoneMatch(c.req.header('If-None-Match'), page.etag)) return c.body(null, 304, headers)
    const coding = preferredCoding(c.req.header('Accept-Encoding'))
    if (!coding || !page.copies) return html(200, headers)
    const compressed = await page.copies.get(coding)
    return html(200, { ...headers, 'Content-Encoding': coding, 'Content-Length': String(compressed.byteLength) }, compressed)
  }
}
