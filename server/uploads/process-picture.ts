import { createHash } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Sharp } from 'sharp'
import { SQUARE_SIDE, variantWidths, type UploadContentType, type UploadCopy } from '../../src/contract/shapes/upload-names'
import { ApiError, messages } from '../lib/api-error'

/** design.md "Images": what a picture may be. Checked from its header, before it is decoded. */
const PICTURE_LIMITS = { pixels: 40_000_000, side: 10_000, frames: 200 } as const

// One image at a time, on one libvips thread, in a child process of its own at a lower
// priority (picture-worker.ts): the requests keep the CPU they need. No cache: no two
// uploads share work.
sharp.concurrency(1)
sharp.cache(false)

/**
 * What each accepted kind is stored as (docs/decisions/036): JPEG and PNG stay themselves;
 * WebP, GIF and AVIF become WebP (an animated GIF an animated WebP, a tenth of its size and
 * shown by every browser we support; AVIF because encoding it costs seconds a picture).
 */
const STORED_AS: Record<string, UploadContentType> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  // An animated PNG is stored as its first frame (libvips reads no APNG animation).
  'image/apng': 'image/png',
  'image/webp': 'image/webp',
  'image/gif': 'image/webp',
  'image/avif': 'image/webp',
}

/** The format libvips must find in the file for each kind its bytes named. */
const LIBVIPS_FORMAT: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/apng': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
}

interface StoredCopy {
  copy: UploadCopy
  bytes: Uint8Array
}

export interface ProcessedPicture {
  /** SHA-256 of the stored picture, hex: its name. */
  hash: string
  contentType: UploadContentType
  /** After orientation. */
  width: number
  height: number
  /** The picture first, then its smaller copies, then its square. */
  copies: StoredCopy[]
}

/**
 * What the bytes are (never the name or the sender's Content-Type) and whether the header
 * says a picture within the limits. Cheap: nothing is decoded, so a decompression bomb (a PNG
 * that says 100,000 × 100,000) or a GIF of 10,000 frames is refused for the cost of its header.
 */
async function checkPicture(bytes: Buffer): Promise<{ contentType: UploadContentType; animated: boolean }> {
  if (bytes.length === 0) throw new ApiError(400, messages.uploadEmpty)
  const mime = (await fileTypeFromBuffer(bytes))?.mime
  const contentType = mime === undefined ? undefined : STORED_AS[mime]
  if (mime === undefined || contentType === undefined) throw new ApiError(415, messages.uploadNotPicture)
  let header
  try {
    // Only the header is read: no pixel limit here, so a bomb's size is known and answered 413.
    header = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw new ApiError(415, messages.uploadUnreadable)
  }
  if (header.format !== LIBVIPS_FORMAT[mime] || !(header.width > 0 && header.height > 0)) throw new ApiError(415, messages.uploadUnreadable)
  const frames = header.pages ?? 1
  if (header.width > PICTURE_LIMITS.side || header.height > PICTURE_LIMITS.side) throw new ApiError(413, messages.uploadTooWide)
  if (frames > PICTURE_LIMITS.frames) throw new ApiError(413, messages.uploadTooManyFrames)
  // All frames count: 200 frames of 40 megapixels would be 8 gigapixels to decode.
  if (header.width * header.height * frames > PICTURE_LIMITS.pixels) throw new ApiError(413, messages.uploadTooManyPixels)
  return { contentType, animated: frames > 1 }
}

function encode(image: Sharp, contentType: UploadContentType): Sharp {
  // Metadata is never kept (sharp's default): no EXIF, no GPS, no camera, no comments.
  if (contentType === 'image/jpeg') return image.jpeg({ quality: 80, progressive: true })
  if (contentType === 'image/png') return image.png()
  return image.webp({ quality: 80 })
}

/**
 * Checks and re-encodes an uploaded picture: orientation applied, metadata gone, the picture
 * and its copies 320, 640 and 1280 px wide (only those narrower than it), and its middle as a
 * 256 px square, still, for an avatar (docs/decisions/059). Every byte stored is
 * one libvips wrote, so whatever else the file was (a polyglot that is also HTML, a comment
 * with a script) is left behind. 413 or 415 with a message for what cannot be taken.
 */
export async function processPicture(bytes: Buffer): Promise<ProcessedPicture> {
  const { contentType, animated } = await checkPicture(bytes)
  // limitInputPixels again while decoding, in case a file's header and its data disagree (an
  // animation loads as one strip of all its frames, so this counts them all, as above);
  // failOn 'truncated' refuses a file cut short instead of storing its grey lower half.
  const decode = () => sharp(bytes, { animated, limitInputPixels: PICTURE_LIMITS.pixels, failOn: 'truncated' }).autoOrient()
  try {
    const main = await encode(decode(), contentType).toBuffer({ resolveWithObject: true })
    const width = main.info.width
    const height = animated ? (main.info.pageHeight ?? main.info.height) : main.info.height
    const copies: StoredCopy[] = [{ copy: null, bytes: main.data }]
    for (const w of variantWidths(width)) {
      copies.push({ copy: w, bytes: await encode(decode().resize({ width: w }), contentType).toBuffer() })
    }
    // An avatar stands still: the first frame of an animation. Never enlarged past the picture.
    const still = sharp(bytes, { limitInputPixels: PICTURE_LIMITS.pixels, failOn: 'truncated' }).autoOrient()
    const side = Math.min(SQUARE_SIDE, width, height)
    copies.push({ copy: 'square', bytes: await encode(still.resize({ width: side, height: side, fit: 'cover' }), contentType).toBuffer() })
    const hash = createHash('sha256').update(main.data).digest('hex')
    return { hash, contentType, width, height, copies }
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError(415, messages.uploadUnreadable)
  }
}
