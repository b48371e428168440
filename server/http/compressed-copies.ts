import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/** The compressed encodings a kept answer is sent in (RFC 9110 §8.4.1), besides identity. */
export type ContentCoding = 'br' | 'gzip'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Brotli's middle quality: nearly as small as its best (11) for a small part of its time, and
// quicker than gzip. A kept page lives a minute at most (its relative times), so its copies
// are made often, and its first reader waits for one (docs/decisions/041).
const BROTLI_QUALITY = 6

function compress(bytes: Uint8Array, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(bytes)
  return brotliAsync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
  })
}

/**
 * Bytes sent many times, with a gzip and a Brotli copy, each made once, on zlib's worker
 * threads. A copy is made when a client first asks for its encoding, not when the bytes are
 * kept: the first reader then waits for one compression (as long as any answer's gzip takes),
 * not two, and an encoding nobody asks for is never made. Requests arriving together share one.
 */
export class CompressedCopies {
  private readonly copies = new Map<ContentCoding, Promise<Uint8Array<ArrayBuffer>>>()
  private madeBytes = 0

  /** `grew` is told each time a copy is made, so that whoever keeps these can count its bytes. */
  constructor(
    private readonly identity: Uint8Array,
    private readonly grew: () => void = () => {},
  ) {}

  /** The bytes in `coding`. */
  get(coding: ContentCoding): Promise<Uint8Array<ArrayBuffer>> {
    let copy = this.copies.get(coding)
    if (!copy) {
      copy = compress(this.identity, coding).then(
        (compressed) => {
          this.madeBytes += compressed.byteLength
          this.grew()
          return new Uint8Array(compressed)
        },
        (error: unknown) => {
          this.copies.delete(coding) // the next request tries again
          throw error
        },
      )
      this.copies.set(coding, copy)
    }
    return copy
  }

  /** The bytes of the copies made so far. */
  get byteLength(): number {
    return this.madeBytes
  }
}
