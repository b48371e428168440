import { type QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { getAccessToken, subscribeToAccessToken } from '../../api/access-token'
import { refreshAccessToken } from '../../api/client'
import { apiBaseUrl } from '../../lib/app-config'
import { inBrowser } from '../../lib/in-browser'

let restoring: Promise<unknown> | null = null

/**
 * On the first page load, the access token is gone (it lived in memory) but the refresh
 * cookie may still be good: trade it once, before any page asks for data, so a returning
 * user's pages load as theirs. A visitor has nothing to trade: asking would only cost every
 * page a round trip before its data and a 401 in the console (docs/decisions/024).
 */
export function restoreSession(): Promise<unknown> {
  restoring ??= mayHaveSession() ? Promise.race([refreshAccessToken(), sleep(LONGEST_START_WAIT_MS)]) : Promise.resolve(null)
  return restoring
}

/**
 * A refresh may wait (the server unreachable, or a 429 asking for a minute): the first page
 * waits for it this long at most, then draws as a visitor's and turns into the reader's when
 * the token arrives (forgetDataOnSessionChange), rather than stay blank.
 */
const LONGEST_START_WAIT_MS = 5_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * False only when this browser surely has no session: the server sets the readable
 * `teahouse_signed_in` cookie beside the HttpOnly refresh cookie, with the same lifetime, and
 * deletes both together (docs/decisions/016). The page sees that cookie only when the API
 * shares its origin; with the API elsewhere, any visit may be a returning user's.
 */
export function mayHaveSession(): boolean {
  // The server renders every page as a visitor's (docs/decisions/038): the reader's session follows in the browser.
  if (!inBrowser) return false
  const apiOrigin = new URL(apiBaseUrl, window.location.href).origin
  if (apiOrigin !== window.location.origin) return true
  return document.cookie.split(/;\s*/).includes('teahouse_signed_in=1')
}

/**
 * When a user logs in or out, or the session ends by itself (the refresh refused), nothing
 * fetched before may carry over: feeds and threads carry per-user flags (decision 008).
 * - Ending: the whole cache goes, and the page on screen loads again as a visitor sees it (or
 *   goes to /login if it needs a user): what a member could read must not stay on screen.
 * - Starting: what is on screen was a visitor's, public by definition, so it stays while every
 *   answer is fetched again as the user's. Emptying the cache here would blank the page under
 *   someone who just signed in from a dialog to send a reply, and lose their place.
 */
export function forgetDataOnSessionChange(
  queryClient: QueryClient,
  router: { clearCache: () => void; invalidate: () => Promise<void> },
): () => void {
  let loggedIn = getAccessToken() !== null
  return subscribeToAccessToken(() => {
    const now = getAccessToken() !== null
    if (now === loggedIn) return
    loggedIn = now
    router.clearCache()
    // Every answer, not some: each one the visitor got may differ for the user.
    if (now) void queryClient.invalidateQueries()
    else queryClient.clear()
    // The page's own loaders run again too: a page that refused a visitor may now open.
    void router.invalidate()
  })
}

/** Route guard: logged-out visitors go to /login, and come back here afterwards. */
export function requireUser(location: { href: string }): void {
  if (getAccessToken() === null) {
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
}

/**
 * Only a page of this site may be a redirect target: `//evil.example`, `/\\evil.example` or
 * `https://evil.example` from a crafted login link must not take a user away. The browser's
 * own URL parser decides (it drops tabs and newlines, which a string test would miss).
 */
export function safeRedirect(target: string | undefined): string {
  if (!target?.startsWith('/')) return '/'
  const url = new URL(target, window.location.origin)
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/'
}
