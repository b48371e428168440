/**
 * An uploaded picture (POST /uploads, design.md "Images"). Its files are named by the SHA-256
 * of the stored picture, and each smaller copy by the same name and its width, so the name of
 * a picture and its width say every file there is: `/uploads/<hash>.<ext>` and
 * `/uploads/<hash>-<w>.<ext>` for each w of UPLOAD_WIDTHS narrower than the picture. The
 * renderer makes `srcset` from that alone (a delta's block image holds only src, width, height).
 * A picture uploaded since avatars came also has `/uploads/<hash>-square.<ext>`: its middle,
 * 256 px square, what a profile shows (docs/decisions/059).
 */

/** The widths of the smaller copies, made only when narrower than the picture itself. */
const UPLOAD_WIDTHS = [320, 640, 1280] as const

/** The stored kinds: what a picture is re-encoded to (server/uploads/process-picture.ts). */
const UPLOAD_EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const
export type UploadContentType = keyof typeof UPLOAD_EXTENSIONS

/** The side of the square copy an avatar shows, in px. */
export const SQUARE_SIDE = 256

/** Which of a picture's files: the picture itself (null), a smaller copy by its width, or its square. */
export type UploadCopy = number | 'square' | null

const NAME = /^([0-9a-f]{64})(?:-(320|640|1280|square))?\.(jpg|png|webp)$/

export interface UploadName {
  hash: string
  copy: UploadCopy
  contentType: UploadContentType
}

const TYPE_OF_EXTENSION = Object.fromEntries(Object.entries(UPLOAD_EXTENSIONS).map(([type, ext]) => [ext, type])) as Record<
  string,
  UploadContentType
>

/** Reads a stored file's name; null for any other name. */
export function parseUploadName(name: string): UploadName | null {
  const match = NAME.exec(name)
  if (!match) return null
  const [, hash = '', copy, ext = ''] = match
  const contentType = TYPE_OF_EXTENSION[ext]
  if (!contentType) return null
  return { hash, copy: copy === undefined ? null : copy === 'square' ? 'square' : Number(copy), contentType }
}

/** A stored file's name: the picture's (`copy` null), one of its smaller copies' or its square's. */
export function uploadFileName(hash: string, contentType: UploadContentType, copy: UploadCopy = null): string {
  return `${hash}${copy === null ? '' : `-${copy}`}.${UPLOAD_EXTENSIONS[contentType]}`
}

/** The widths of the copies a picture `width` px wide has. */
export function variantWidths(width: number): number[] {
  return UPLOAD_WIDTHS.filter((w) => w < width)
}

/** Where uploads are served, on the API's origin. */
export const UPLOADS_PATH = '/uploads/'

/** An uploaded picture's stored name when `src` points at one (root-relative or absolute), else null. */
export function uploadNameOfSrc(src: string): UploadName | null {
  let path: string
  try {
    path = new URL(src, 'https://root-relative.invalid').pathname
  } catch {
    return null
  }
  return path.startsWith(UPLOADS_PATH) ? parseUploadName(path.slice(UPLOADS_PATH.length)) : null
}
