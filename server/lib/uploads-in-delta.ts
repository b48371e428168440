import { parseDeltaOps } from '../../src/contract/shapes/delta-ops'
import { uploadNameOfSrc } from '../../src/contract/shapes/upload-names'

/** The `src` of a picture op: a block image's `{src}` or bare string, or a plain image's string. */
function pictureSrc(insert: unknown): string | undefined {
  if (typeof insert !== 'object' || insert === null) return undefined
  const value: unknown = 'block-image' in insert ? insert['block-image'] : 'image' in insert ? insert.image : undefined
  if (typeof value === 'string') return value
  if (typeof value === 'object' && value !== null && 'src' in value && typeof value.src === 'string') return value.src
  return undefined
}

/**
 * The hashes of the uploaded pictures a contribution's or comment's delta shows (its images
 * whose address is one of /uploads/), once each: what keeps them from the sweep. Any other
 * image (another site's, a demo picture) is passed over, as is a delta that does not parse.
 */
export function uploadHashesIn(content: string): string[] {
  const ops = parseDeltaOps(content)
  if (!ops) return []
  const hashes = new Set<string>()
  for (const op of ops) {
    const src = pictureSrc(op.insert)
    const name = src === undefined ? null : uploadNameOfSrc(src)
    if (name) hashes.add(name.hash)
  }
  return [...hashes]
}
