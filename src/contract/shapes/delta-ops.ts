/*
 * A post's content as Quill writes it: a delta document of insert operations, either an array
 * of ops or `{ops}`. Read here without zod, since the delta renderer reads every post a page
 * shows, on its first load too (docs/decisions/040); the server reads stored content here as
 * well, and `deltaStringInput` (../schemas/delta.ts) checks new content with the same rule.
 */

/** Largest accepted `content` string, in UTF-8 bytes (design: contributions). */
export const CONTENT_MAX_BYTES = 64 * 1024

/** One insert: text, or an embed (an object); other keys (Quill's own) are kept as they are. */
export interface DeltaOp {
  insert: string | Record<string, unknown>
  attributes?: Record<string, unknown>
  [key: string]: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function isInsertOp(value: unknown): value is DeltaOp {
  return (
    isRecord(value) &&
    (typeof value.insert === 'string' || isRecord(value.insert)) &&
    (value.attributes === undefined || isRecord(value.attributes))
  )
}

/** The ops of a parsed delta document (`[ops]` or `{ops}` of inserts only), else null. */
export function deltaDocumentOps(document: unknown): DeltaOp[] | null {
  const ops = isRecord(document) ? document.ops : document
  return Array.isArray(ops) && ops.every(isInsertOp) ? ops : null
}

/** The ops of `content` when it is a JSON delta document, else null (plain text, other JSON). */
export function parseDeltaOps(content: string): DeltaOp[] | null {
  try {
    return deltaDocumentOps(JSON.parse(content))
  } catch {
    return null
  }
}

/** Words or an embed, not only blanks: what makes a post non-empty. */
export function hasVisibleContent(ops: DeltaOp[]): boolean {
  return ops.some((op) => typeof op.insert !== 'string' || op.insert.trim() !== '')
}

/** The size `content` is limited by: its UTF-8 bytes. */
export const contentBytes = (content: string) => new TextEncoder().encode(content).length
