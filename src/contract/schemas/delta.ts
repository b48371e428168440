import * as z from 'zod/mini'
import { CONTENT_MAX_BYTES, contentBytes, deltaDocumentOps, hasVisibleContent } from '../shapes/delta-ops'

/**
 * `content` as a reply sends it: a JSON string holding a non-empty delta document
 * (../shapes/delta-ops.ts). Responses use a plain string instead, because stored content
 * predates any rule here and the client renders a non-delta as text.
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
      const ops = deltaDocumentOps(parsed)
      if (!ops) {
        ctx.addIssue({ code: 'custom', message: 'must be a quill delta of insert operations' })
      } else if (!hasVisibleContent(ops)) {
        ctx.addIssue({ code: 'custom', message: 'must not be empty' })
      }
    }),
  )
