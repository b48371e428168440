import { inBrowser } from './in-browser'

let serverOrigin: string | null = null

/**
 * The origin the app is served from: the page's in a browser; on the server, the public
 * origin it renders pages for (setServerOrigin), so that both sides tell a link to this
 * site from a link elsewhere alike.
 */
export function appOrigin(): string {
  if (inBrowser) return window.location.origin
  if (serverOrigin === null) throw new Error('Rendering on the server needs the app origin: call setServerOrigin first.')
  return serverOrigin
}

/** The origin the server draws the next page for (server/pages: set before each page). */
export function setServerOrigin(origin: string): void {
  serverOrigin = new URL(origin).origin
}
