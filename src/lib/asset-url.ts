import { apiBaseUrl } from './app-config'

// Stands for the app's own origin while resolving: the page's origin is not needed (and
// the server, rendering the same page, may not know the one the reader uses).
const OWN_ORIGIN = 'http://own-origin.invalid'

/**
 * Where an asset path from the API points, or null when it points nowhere safe. Avatars and
 * accessories may be root-relative (decision 004): they live beside the API, which need not
 * be on the app's origin, and such a path must stay there (`/\\evil.example` would not). An
 * asset on the app's own origin stays root-relative, so the server's HTML and the browser's
 * render say the same.
 */
export function assetUrl(path: string): string | null {
  const apiOrigin = new URL(apiBaseUrl, OWN_ORIGIN)
  let url: URL
  try {
    url = new URL(path, apiOrigin)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (path.startsWith('/') && url.origin !== apiOrigin.origin) return null
  return url.origin === OWN_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : url.href
}
