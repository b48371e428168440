import { checkNow, noteUnreachable, untilReachable } from './reachability'

/*
 * Loading a page's code (a route's split chunk), as the build wires every route's import
 * through here (scripts/lib/route-code-waits.ts). A chunk that fails to load has two causes,
 * told apart by asking the server:
 * - it does not answer: an outage. The import waits for the server and tries again, so the
 *   navigation waits too, the page before it on screen (src/api/reachability.ts), instead of
 *   the router reloading the tab into the browser's "This site can't be reached";
 * - it answers: this tab runs an older build whose files are gone (a deploy). The failure goes
 *   on to the router, which reloads the tab once for it: the one reload that helps.
 * A browser that keeps a failed import (Chromium 150) fails the import again once the server
 * is back, and the router's reload then brings the page (docs/decisions/033).
 * An outage never reloads the tab while the server is away (docs/decisions/030).
 */
export async function loadRouteCode<T>(importer: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await importer()
    } catch (error) {
      noteUnreachable()
      if (await checkNow()) throw error
      await untilReachable()
    }
  }
}
