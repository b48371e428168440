/**
 * URL allow-lists for content other people wrote. A delta's link or image URL is hostile
 * until proven otherwise, so each check parses with the URL parser (the same rules the
 * browser applies: it drops tabs and newlines, reads `\` as `/`, ignores case in schemes)
 * and returns the parser's own serialization. What we checked is exactly what the browser
 * gets, so no spelling trick can slip between the check and the use.
 */

const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:'])
const LINK_PROTOCOLS: ReadonlySet<string> = new Set([...WEB_PROTOCOLS, 'mailto:'])

// Only resolves root-relative image paths so their origin can be compared; never fetched.
const PATH_BASE = new URL('https://root-relative.invalid')

/** Only an absolute URL parses without a base; anything relative or malformed gives null. */
function parseAbsolute(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/**
 * A host name as people type it without a scheme: `www.example.com` or any name with a dot
 * and a top-level domain of letters (`example.co.uk/page`), then a path, query or port.
 */
const SCHEMELESS_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?=$|[/?#:])/i

/**
 * A link target: only absolute http, https and mailto URLs, and links written without a
 * scheme (the reference editor lets `www.example.com/page` through), read as https. Other
 * relative links are refused: they are rare in posts, and refusing them also refuses every
 * text that is a scheme only after some decoding step (`&#106;avascript:`).
 */
export function safeLinkHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  // `example.com:8080/x` would parse with the scheme `example.com:`: a host comes first.
  if (SCHEMELESS_HOST.test(value)) return schemelessHref(value)
  const url = parseAbsolute(value)
  return url && LINK_PROTOCOLS.has(url.protocol) ? url.href : null
}

function schemelessHref(value: string): string | null {
  const url = parseAbsolute(`https://${value}`)
  // The parser must read the same host we matched, or the text held something else.
  const host = SCHEMELESS_HOST.exec(value)?.[0].toLowerCase()
  return url && url.hostname === host ? url.href : null
}

/**
 * An image source: an absolute http(s) URL, or a path on our own server starting with a
 * single `/` (demo pictures live in `public/images`). A path stays relative so it loads
 * from whichever origin serves the app.
 */
export function safeImageSrc(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  if (value.startsWith('/')) return rootRelativePath(value)
  const url = parseAbsolute(value)
  return url && WEB_PROTOCOLS.has(url.protocol) ? url.href : null
}

function rootRelativePath(value: string): string | null {
  let url: URL
  try {
    url = new URL(value, PATH_BASE)
  } catch {
    return null
  }
  // `//host`, `/\host` and `/\t/host` all name another host once parsed.
  if (url.origin !== PATH_BASE.origin) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // Dot segments can collapse into a leading `//` (`/.//evil.example`), which a browser
  // would read as another host again.
  return path.startsWith('//') ? null : path
}

/** Whether a (safe) href leaves the app: an http(s) URL on an origin other than `origin`. */
export function isExternalHref(href: string, origin: string): boolean {
  const url = parseAbsolute(href)
  return url !== null && WEB_PROTOCOLS.has(url.protocol) && url.origin !== origin
}
