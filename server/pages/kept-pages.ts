import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { SingleFlight } from '../cache/single-flight'
import { CompressedCopies } from '../http/compressed-copies'

/** A page as it is sent: its status and the whole HTML document, encoded once (a kept page is sent many times). */
export interface SentPage {
  status: number
  document: Uint8Array<ArrayBuffer>
  /** A kept page's tag, which it is revalidated by (sent as a weak ETag). */
  etag?: string
  /** A kept page's gzip and Brotli copies: sent many times, compressed once. */
  copies?: CompressedCopies
}

/** One API answer a page was drawn from, as it is asked again: its address and what it said. */
interface Source {
  url: string
  /** The answer's own ETag (a thread's), asked with If-None-Match: a 304 says "the same". */
  etag: string | null
  /** Its status and ETag, or the hash of its body. */
  fingerprint: string
}

interface Kept extends SentPage {
  etag: string
  copies: CompressedCopies
  sources: readonly Source[]
  minute: number
}

/** What one drawing asked the API, or null once it asked something that is not a read. */
type Asked = { sources: Source[] | null }

const sha1 = (text: string | Uint8Array) => createHash('sha1').update(text).digest('base64url')

async function fingerprintOf(response: Response): Promise<string> {
  const etag = response.headers.get('ETag')
  if (etag) return `${response.status} ${etag}`
  return `${response.status} ${sha1(new Uint8Array(await response.clone().arrayBuffer()))}`
}

/**
 * Public pages kept as the HTML sent, each with the API answers it was drawn from. Another
 * request for the page asks those answers again, in this process: the API's own caches
 * (feed pages kept as bytes, a thread's ETag) make that a fraction of drawing it. When every
 * answer is the same, so is the page: the kept copy goes out, or a 304 for the tag the
 * browser or CDN already has. Any write that changes what a page shows changes one of its
 * answers first, on whichever process took it: a page is never staler than its data, even
 * with several processes on one PostgreSQL. The minute it was drawn in is part of it too ("5
 * minutes ago", the day's decorations), and the build (docs/decisions/039).
 */
export class KeptPages {
  private readonly pages: LRUCache<string, Kept>
  private readonly asked = new AsyncLocalStorage<Asked>()
  /** Requests for a page that is not kept, arriving together, share one drawing. */
  private readonly drawings = new SingleFlight()
  /**
   * Requests for a kept page arriving together share one asking of its answers, started after
   * they all arrived: each still sees every write made before it came (as the API's reads do).
   */
  private readonly checks = new SingleFlight()

  constructor(
    private readonly api: (url: string, init: RequestInit) => Promise<Response>,
    private readonly build: string,
    maxBytes: number,
  ) {
    this.pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.document.byteLength + page.copies.byteLength + 200 * page.sources.length,
    })
  }

  /** The renderer's way to the API: the same answers, noted for the page being drawn. */
  readonly transport = async (url: string, init: RequestInit): Promise<Response> => {
    const response = await this.api(url, init)
    const asked = this.asked.getStore()
    if (!asked?.sources) return response
    if ((init.method ?? 'GET') !== 'GET') asked.sources = null
    else asked.sources.push({ url, etag: response.headers.get('ETag'), fingerprint: await fingerprintOf(response) })
    return response
  }

  /**
   * The page at `key` as of `minute`: the kept copy when its answers are unchanged, else
   * `draw()`'s, kept when it is a 200 made of reads alone.
   */
  async page(key: string, minute: number, draw: () => Promise<SentPage>): Promise<SentPage> {
    const kept = this.pages.get(key)
    if (kept && kept.minute === minute && (await this.checks.read(`${key} ${kept.etag}`, () => this.unchanged(kept.sources)))) return kept
    return this.drawings.read(key, () => this.drawAndKeep(key, minute, draw))
  }

  private async drawAndKeep(key: string, minute: number, draw: () => Promise<SentPage>): Promise<SentPage> {
    const asked: Asked = { sources: [] }
    const page = await this.asked.run(asked, draw)
    if (page.status !== 200 || !asked.sources) return page
    const sources = asked.sources
    const etag = `"${sha1([this.build, minute, ...sources.map((source) => `${source.url} ${source.fingerprint}`)].join('\n'))}"`
    // A copy made later is counted then: the LRU measures an entry only as it is put in.
    const copies = new CompressedCopies(page.document, () => {
      if (this.pages.peek(key) !== kept) return
      this.pages.delete(key)
      this.pages.set(key, kept)
    })
    const kept: Kept = { ...page, etag, copies, sources, minute }
    this.pages.set(key, kept)
    return kept
  }

  private async unchanged(sources: readonly Source[]): Promise<boolean> {
    const same = await Promise.all(
      sources.map(async (source) => {
        const headers: Record<string, string> = { Accept: 'application/json' }
        if (source.etag) headers['If-None-Match'] = source.etag
        const response = await this.api(source.url, { headers })
        if (source.etag && response.status === 304) return true
        return (await fingerprintOf(response)) === source.fingerprint
      }),
    )
    return same.every(Boolean)
  }
}
