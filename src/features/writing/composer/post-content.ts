import { CONTENT_MAX_BYTES, contentBytes, type DeltaOp, hasVisibleContent } from '../../../contract/shapes/delta-ops'
import { readBlockEmbed } from '../../../lib/delta/embeds'
import { safeImageSrc, safeLinkHref } from '../../../lib/delta/safe-url'
import { canonicalEmbed, EDITOR_EMBEDS } from '../editor/editor-embeds'

/** What the editor holds: a Quill document delta (inserts only). */
export interface EditorValue {
  ops: DeltaOp[]
}

export const emptyEditorValue: EditorValue = { ops: [] }

/**
 * The formats the editor offers (no video, no formula: Quill 2's CVE-2025-15056), and the
 * embed cards of editor-embeds.ts (their blots: embed-blots.ts, in the editor's chunk).
 */
export const EDITOR_FORMATS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'link',
  'header',
  'list',
  'blockquote',
  'code-block',
  'image',
  // A picture from the device (uploads/picture-blots.ts), its description, and where one is
  // still uploading.
  'block-image',
  'alt',
  'upload-placeholder',
  ...EDITOR_EMBEDS,
] as const

const inlineFormats = ['bold', 'italic', 'underline', 'strike'] as const

/** Only what the editor offers gets through, whatever a paste or an old draft brought in. */
function allowedAttributes(attributes: Record<string, unknown> | undefined, isLineEnd: boolean): Record<string, unknown> | undefined {
  if (!attributes) return undefined
  const kept: Record<string, unknown> = {}
  for (const format of inlineFormats) if (attributes[format] === true) kept[format] = true
  const link = safeLinkHref(attributes.link)
  if (link) kept.link = link
  if (isLineEnd) {
    if (attributes.header === 1 || attributes.header === 2 || attributes.header === 3) kept.header = attributes.header
    if (attributes.list === 'ordered' || attributes.list === 'bullet') kept.list = attributes.list
    if (attributes.blockquote === true) kept.blockquote = true
    if (attributes['code-block'] === true || typeof attributes['code-block'] === 'string') kept['code-block'] = true
  }
  return Object.keys(kept).length > 0 ? kept : undefined
}

/** A picture's description as posted: trimmed, and at most this long. */
export const ALT_MAX_CHARS = 1000

/** An uploaded picture as design.md stores it: its address and size, its description an attribute. */
function cleanBlockImage(value: unknown, attributes: Record<string, unknown> | undefined): DeltaOp | null {
  const picture = readBlockEmbed({ 'block-image': value }, {})
  if (picture?.kind !== 'picture') return null
  const size = picture.width && picture.height ? { width: picture.width, height: picture.height } : {}
  const alt = typeof attributes?.alt === 'string' ? attributes.alt.trim().slice(0, ALT_MAX_CHARS) : ''
  return { insert: { 'block-image': { src: picture.src, ...size } }, ...(alt ? { attributes: { alt } } : {}) }
}

/** An embed the editor made, rewritten from scratch; null for any other (an upload's placeholder among them). */
function cleanEmbed(insert: Record<string, unknown>, attributes: Record<string, unknown> | undefined): DeltaOp | null {
  if ('block-image' in insert) return cleanBlockImage(insert['block-image'], attributes)
  if (!('image' in insert)) {
    const embed = canonicalEmbed(insert)
    return embed ? { insert: embed } : null
  }
  const src = safeImageSrc(insert.image)
  // An image pasted as a file arrives as a data: URL: only images by address are posted.
  return src ? { insert: { image: src } } : null
}

/** The editor's document with only allowed formats and safe URLs; unknown embeds dropped. */
export function cleanOps(value: EditorValue): DeltaOp[] {
  const ops: DeltaOp[] = []
  for (const op of value.ops) {
    if (typeof op.insert === 'string') {
      if (op.insert === '') continue
      const attributes = allowedAttributes(op.attributes, op.insert.includes('\n'))
      ops.push(attributes ? { insert: op.insert, attributes } : { insert: op.insert })
    } else {
      const embed = cleanEmbed(op.insert, op.attributes)
      if (embed) ops.push(embed)
    }
  }
  return ops
}

/** True when the document has words, a picture or an embed in it (what the server calls non-empty). */
export function hasContent(value: EditorValue): boolean {
  return hasVisibleContent(cleanOps(value))
}

/** `content` as a post sends it: the cleaned document as a JSON string, ending in a newline. */
export function postContent(value: EditorValue): string {
  const ops = cleanOps(value)
  const last = ops.at(-1)
  if (!last || typeof last.insert !== 'string' || !last.insert.endsWith('\n')) ops.push({ insert: '\n' })
  return JSON.stringify({ ops })
}

/** Whether a picture is still uploading into the document (its placeholder is there). */
export function isUploading(value: EditorValue): boolean {
  return value.ops.some((op) => typeof op.insert === 'object' && 'upload-placeholder' in op.insert)
}

/** How far the document is over the server's size limit, said plainly; null when it fits. */
export function contentProblem(value: EditorValue): string | null {
  if (isUploading(value)) return 'A picture is still uploading: wait for it to finish, or cancel it.'
  if (!hasContent(value)) return 'Write something first.'
  const bytes = contentBytes(postContent(value))
  return bytes > CONTENT_MAX_BYTES
    ? `This is too long to post: at most ${CONTENT_MAX_BYTES / 1024} KiB, and it is ${Math.ceil(bytes / 1024)} KiB.`
    : null
}
