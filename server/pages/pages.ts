import type { Context, Hono, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { appOrigin, type AppAddress } from '../http/app-origin'
import { SIGNED_IN_COOKIE } from '../routes/auth'
import type { PageRenderer } from './page-renderer'
import type { PageTemplate } from './page-template'

/**
 * The public pages the server draws for a visitor (issue 26): a realm's home and the front
 * page, a board's feed, a thread (either layout), an invite. Every other address (signing
 * in, settings, a new thread…) is the app's shell, drawn in the browser as before.
 */
export const RENDERED_PATHS = ['/', '/realms/:realmSlug', '/boards/:boardId', '/threads/:threadId', '/invites/:realmId/:nonce']

interface PagesOptions {
  renderer: PageRenderer
  template: PageTemplate
  /** The API, answering the page's requests in this process (no socket, no token). */
  api: Pick<Hono, 'request'>
  address: AppAddress
  now: () => Date
}

/**
 * Answers a public page with its first screen drawn: its HTML, and the data it was drawn
 * from for the app to take over (src/main.tsx). The status is the page's (a thread that does not exist is a
 * 404 with the app's own "not found" page, a members-only board a 401 with its "for members"
 * page). Should the page not be drawn (the database down: a 5xx; a bug), the app's shell goes
 * out instead, as before issue 26, and the browser draws the page, or says why it cannot.
 */
export function renderedPages({ renderer, template, api, address, now }: PagesOptions): MiddlewareHandler {
  renderer.setApiTransport((url, init) => Promise.resolve(api.request(url, init)))
  return async (c: Context, next) => {
    // A browser that says it is signed in gets the app's shell, as before issue 26: the app
    // draws the reader's own page, with nothing of a visitor's to press meanwhile (a
    // visitor's "Thread options" would do nothing until then). The cookie is SameSite=Strict,
    // so a link followed from elsewhere brings none, and that page is drawn.
    if (getCookie(c, SIGNED_IN_COOKIE) === '1') return next()
    const url = new URL(c.req.url)
    let page
    try {
      // The origin links are judged by (one of ours, or elsewhere): the one this page is read at.
      renderer.setServerOrigin(appOrigin(address, c.req.url))
      page = await renderer.renderPage(`${url.pathname}${url.search}`, now())
    } catch (error) {
      // The route's pattern, not its address: an invite's address holds its code.
      console.error(`Drawing ${c.req.routePath} on the server failed; sending the app's shell:`, error)
      return next()
    }
    if (page.status >= 500) return next()
    // An error page (not found, for members…) goes without its data: the browser draws it
    // afresh, as the reader it knows, rather than take it over (the router throws a failed
    // page's error where the server drew its error page, so the two would differ).
    const payload = page.status === 200 ? page.payload : undefined
    const answer = c.html(template.page(page.head, page.html, payload), page.status as 200)
    // An invite's page is the invitee's alone: its address holds the invite's code.
    if (c.req.path.startsWith('/invites/')) answer.headers.set('Cache-Control', 'private, no-store')
    else answer.headers.set('Cache-Control', 'no-cache')
    return answer
  }
}
