import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Env, type MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { notFoundHandler } from './http/errors'
import { compressAnswers } from './http/compress-answers'
import { RENDERED_PATHS } from './pages/pages'

const UPLOADED_FILE = /^\/uploads\/[^/]+$/

/** The public pages drawn on the server (server/pages/pages.ts), and their inline script's CSP source. */
export interface ServerRenderedPages {
  serve: MiddlewareHandler
  scriptSource: string
}

/**
 * The whole site on one origin: security headers, the API, the public pages drawn on the
 * server (`pages`, server/pages/pages.ts: given when the app's server build exists), the built
 * app (`dist/`) with `public/` behind it, and index.html for any other GET so that app routes
 * load directly. Hashed assets are immutable for a year, the page no-cache, a missing chunk a
 * 404 (docs/decisions/015).
 */
export function createSite<E extends Env>(api: Hono<E>, root: string, pages?: ServerRenderedPages): Hono {
  const dist = join(root, 'dist')
  const site = new Hono()
  const security = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The build's scripts, and the one inline script of a drawn page, by its hash alone.
      scriptSrc: ["'self'", ...(pages ? [pages.scriptSource] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: the pictures a writer is uploading, shown from the device while they go.
      imgSrc: ["'self'", 'https:', 'data:', 'blob:'],
      connectSrc: ["'self'"],
      // Only the two privacy-enhanced video players, loaded when a reader presses Play
      // (src/lib/delta/providers.ts PLAYER_ORIGINS); no other site is ever framed.
      frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // No page of ours leaks its address: invite links carry their nonce in the path.
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
  })
  // An uploaded picture carries stricter headers of its own (routes/uploads.ts): a sandbox, no
  // sources. Only a picture's own address: anything else under /uploads/ is a 404 with these.
  site.use((c, next) => (UPLOADED_FILE.test(c.req.path) ? next() : security(c, next)))
  // A big thread's JSON compresses to a fraction of itself: that is the difference on a phone.
  site.use(compressAnswers())
  site.route('/', api)
  // The build's scripts and styles are named by their content hash: a returning reader never
  // downloads, nor even asks about, the same file twice. The page itself names the current
  // build's files, so it is asked for every time. (After the API: its answers are its own.)
  site.use('*', async (c, next) => {
    await next()
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return
    if (c.req.path.startsWith('/assets/')) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
    else if (c.res.headers.get('Content-Type')?.startsWith('text/html')) c.res.headers.set('Cache-Control', 'no-cache')
  })
  // Before the build's files: `/` would otherwise be its index.html.
  if (pages) for (const path of RENDERED_PATHS) site.get(path, pages.serve)
  // The build's text files come with Brotli and gzip copies (scripts/lib/precompress.ts).
  if (existsSync(dist)) site.use('*', serveStatic({ root: dist, precompressed: true }))
  const publicFiles = join(root, 'public')
  if (existsSync(publicFiles)) site.use('*', serveStatic({ root: publicFiles }))
  site.notFound(notFoundHandler)
  site.get('*', async (c) => {
    // A build file that is not there (a chunk of an older build) is missing, not a page.
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/assets/')) return notFoundHandler(c)
    const index = join(dist, 'index.html')
    if (existsSync(index)) return c.html(await readFile(index, 'utf8'))
    return c.html(
      '<!doctype html><html lang="en"><title>Teahouse</title><h1>Teahouse</h1><p>The API runs at <a href="/api/openapi.json">/api</a>; the app has not been built yet.</p></html>',
    )
  })
  return site
}
