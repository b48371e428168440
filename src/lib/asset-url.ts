import { apiBaseUrl } from './app-config'

/**
 * Where an asset path from the API points, or null when it points nowhere safe. Avatars and
 * accessories may be root-relative (decision 004): they live beside the API, which need not
 * be on the app's origin, and such a path must stay there (`/\\evil.example` would not).
 */
export function assetUrl(path: string): string | null {
  const apiOrigin = new URL(apiBaseUrl, window.location.origin)
  let url: URL
  try {
    url = new URL(path, apiOrigin)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (path.startsWith('/') && url.origin !== apiOrigin.origin) return null
  return url.href
}
