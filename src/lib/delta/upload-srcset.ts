import { uploadFileName, uploadNameOfSrc, UPLOADS_PATH, variantWidths } from '../../contract/shapes/upload-names'
import { assetUrl } from '../asset-url'

/**
 * `srcset` for an uploaded picture (its address names its stored copies, src/contract/shapes/upload-names.ts):
 * each narrower copy and the picture itself, by width. Undefined for any other picture, or one
 * whose width is not known.
 */
export function uploadSrcSet(src: string, width: number | null): string | undefined {
  // Only a path on this API's server: another server's /uploads/ holds other files.
  const name = width && src.startsWith(UPLOADS_PATH) ? uploadNameOfSrc(src) : null
  if (!name || name.copy !== null || !width) return undefined
  const candidates = [
    ...variantWidths(width).map((w) => ({ w, url: assetUrl(`${UPLOADS_PATH}${uploadFileName(name.hash, name.contentType, w)}`) })),
    { w: width, url: assetUrl(src) },
  ]
  return candidates.flatMap(({ w, url }) => (url ? [`${url} ${w}w`] : [])).join(', ')
}
