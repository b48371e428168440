import * as z from 'zod/mini'

/** Largest accepted `content` string, in UTF-8 bytes (design: contributions). */
export const CONTENT_MAX_BYTES = 64 * 1024

const insertOp = z.looseObject({
  insert: z.union([z.string(), z.record(z.string(), z.unknown())]),
  attributes: z.optional(z.record(z.string(), z.unknown())),
})

/** A document delta: only inserts (no retain/delete), as an array of ops or `{ops}`. */
export const deltaDocumentSchema = z.union([z.array(insertOp), z.looseObject({ ops: z.array(insertOp) })])

type DeltaDocument = z.infer<typeof deltaDocumentSchema>
export type DeltaOp = z.infer<typeof insertOp>

export function deltaOps(document: DeltaDocument): DeltaOp[] {
  return Array.isArray(document) ? document : document.ops
}

/** Words or an embed, not only blanks: what makes a post non-empty. */
export function hasVisibleContent(ops: DeltaOp[]): boolean {
  return ops.some((op) => typeof op.insert !== 'string' || op.insert.trim() !== '')
}

/** The size `content` is limited by: its UTF-8 bytes. */
export const contentBytes = (content: string) => new TextEncoder().encode(content).length

/**
 * `content` as a reply sends it: a JSON string holding a non-empty delta document.
 * Responses use a plain string instead, because stored content predates any rule here
 * and the client renders a non-delta as text.
 */
export const deltaStringInput = z
  .string({
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string holding a quill delta'),
  })
  .check(
    z.refine((value) => contentBytes(value) <= CONTENT_MAX_BYTES, {
      error: `must be at most ${CONTENT_MAX_BYTES / 1024} KiB`,
      abort: true,
    }),
    z.superRefine((value, ctx) => {
      let parsed: unknown
      try {
        parsed = JSON.parse(value)
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON quill delta' })
        return
      }
      const document = deltaDocumentSchema.safeParse(parsed)
      if (!document.success) {
        ctx.addIssue({ code: 'custom', message: 'must be a quill delta of insert operations' })
      } else if (!hasVisibleContent(deltaOps(document.data))) {
        ctx.addIssue({ code: 'custom', message: 'must not be empty' })
      }
    }),
  )
