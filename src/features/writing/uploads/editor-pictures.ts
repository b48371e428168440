import { type DeltaOp } from '../../../contract/shapes/delta-ops'

/** The ops of a Quill document as the editor hands them out (only inserts in a document). */
type Op = { insert?: unknown; attributes?: Record<string, unknown> }

/** A document op's length in Quill's index: its characters, or 1 for an embed. */
const lengthOf = (op: Op) => (typeof op.insert === 'string' ? op.insert.length : 1)

/** Where the placeholder of upload `id` is in the document, or null when it is not there. */
export function placeholderIndex(ops: readonly Op[], id: string): number | null {
  let index = 0
  for (const op of ops) {
    const insert = op.insert
    if (typeof insert === 'object' && insert !== null && 'upload-placeholder' in insert && insert['upload-placeholder'] === id) return index
    index += lengthOf(op)
  }
  return null
}

/** A picture on a line of its own in the document, where it is, and its description. */
export interface DocumentPicture {
  index: number
  src: string
  alt: string
}

/** The document's block images, in order: the pictures the tray asks a description for. */
export function picturesIn(ops: readonly DeltaOp[]): DocumentPicture[] {
  const pictures: DocumentPicture[] = []
  let index = 0
  for (const op of ops) {
    const insert = op.insert
    if (typeof insert === 'object' && 'block-image' in insert) {
      const value = insert['block-image']
      const src = typeof value === 'string' ? value : typeof value === 'object' && value !== null && 'src' in value ? String(value.src) : ''
      pictures.push({ index, src, alt: typeof op.attributes?.alt === 'string' ? op.attributes.alt : '' })
    }
    index += lengthOf(op)
  }
  return pictures
}

/** The ids of the upload placeholders in the document. */
export function placeholderIds(ops: readonly Op[]): string[] {
  return ops.flatMap(({ insert }) =>
    typeof insert === 'object' && insert !== null && 'upload-placeholder' in insert ? [String(insert['upload-placeholder'])] : [],
  )
}
