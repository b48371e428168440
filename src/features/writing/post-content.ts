import { CONTENT_MAX_BYTES, contentBytes, type DeltaOp, hasVisibleContent } from '../../api/schemas/delta'
import { safeImageSrc, safeLinkHref } from '../../lib/delta/safe-url'
import { canonicalEmbed, EDITOR_EMBEDS } from './editor-embeds'

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

/** An embed the editor made, rewritten from scratch; null for any other. */
function cleanEmbed(insert: Record<string, unknown>): Record<string, unknown> | null {
  if (!('image' in insert)) return canonicalEmbed(insert)
  const src = safeImageSrc(insert.image)
  // An image pasted as a file arrives as a data: URL: only images by address are posted.
  return src ? { image: src } : null
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
      const embed = cleanEmbed(op.insert)
      if (embed) ops.push({ insert: embed })
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

/** How far the document is over the server's size limit, said plainly; null when it fits. */
export function contentProblem(value: EditorValue): string | null {
  if (!hasContent(value)) return 'Write something first.'
  const bytes = contentBytes(postContent(value))
  return bytes > CONTENT_MAX_BYTES
    ? `This is too long to post: at most ${CONTENT_MAX_BYTES / 1024} KiB, and it is ${Math.ceil(bytes / 1024)} KiB.`
    : null
}
