import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import type { ContentCoding } from './compressed-copies'

const gzipAsync = promisify(gzip)

// Below this a gzip header and a deflate block cost more than they save.
const THRESHOLD_BYTES = 1024

/** How much a client's `Accept-Encoding` wants `coding`: its own q, else that of `*`, else 0. */
function weightOf(header: string | undefined, coding: ContentCoding): number {
  const accepts = parseAccept(header ?? '')
  const named = (type: string) => accepts.find((accept) => accept.type.toLowerCase() === type)?.q
  return named(coding) ?? named('*') ?? 0
}

/** Whether a client takes gzip (it did not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  return weightOf(header, 'gzip') > 0
}

/** The encoding a client that takes Brotli or gzip weighs highest, Brotli (the smaller) on a tie; null for neither. */
export function preferredCoding(header: string | undefined): ContentCoding | null {
  const br = weightOf(header, 'br')
  const gzip = weightOf(header, 'gzip')
  if (br <= 0 && gzip <= 0) return null
  return br >= gzip ? 'br' : 'gzip'
}

/**
 * Gzips answers for clients that take it, on zlib's worker threads.
 *
 * In place of Hono's compress(): that one sets `Vary` through `c.header()` after the answer is
 * made, which turns the Node adapter's lightweight response into a whole fetch Response read
 * back through web streams — for every answer over 1 KB, even to a client that takes no
 * encoding. On a feed read that was a third of the server's time. Here the headers are changed
 * in place, and only a body that will be compressed is read.
 *
 * Answers that come compressed already (a thread's cached gzip, precompressed build files)
 * pass untouched.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return
    const headers = res.headers
    const type = headers.get('Content-Type')
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || headers.has('Content-Encoding')) return
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get('Cache-Control') ?? '')) return
    const length = headers.get('Content-Length')
    if (length && Number(length) < THRESHOLD_BYTES) return
    const vary = headers.get('Vary')
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) {
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return
    const body = new Uint8Array(await res.arrayBuffer())
    headers.delete('Content-Length')
    if (body.byteLength >= THRESHOLD_BYTES) {
      headers.set('Content-Encoding', 'gzip')
      const etag = headers.get('ETag')
      // Another encoding is another representation: its tag may not be the strong one.
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`)
    }
    const answer = new Response(body.byteLength >= THRESHOLD_BYTES ? await gzipAsync(body) : body, { status: res.status, headers })
    // Hono copies the old answer's headers onto a new one by reading its body again (a whole
    // fetch Response); these headers are that answer's already, so the old one is let go first.
    c.res = undefined as unknown as Response
    c.res = answer
  }
}
