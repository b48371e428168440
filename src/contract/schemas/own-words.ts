import * as z from 'zod/mini'
import { dateTime } from './ids'
import { tagsSchema } from './tags'

/**
 * Editing and deleting one's own words (design.md, "Own words"). Every post and comment says
 * where its words stand: its revision (each edit takes the next, and the next edit names it in
 * `If-Match`), when it was last edited (null while every edit came within the five minutes
 * after posting) and whether its author deleted it.
 */
export const ownWordsFields = {
  revision: z.int().check(z.positive()),
  edited_at: z.nullable(dateTime),
  /** The author deleted it: its content is the empty delta, its tags none, its place and its replies kept. */
  deleted: z.boolean(),
}

/** A deleted post's or comment's content: a delta with nothing in it. */
export const EMPTY_DELTA = '{"ops":[]}'

/** The header an edit names the revision it was written against with: `"<revision>"`. */
export const revisionTag = (revision: number): string => `"${revision}"`

/** One version of a post or comment as it was written (a comment's tags are always none). */
const revisionSchema = z
  .object({
    revision: z.int().check(z.positive()),
    content: z.string(),
    tags: tagsSchema,
    created_at: dateTime,
  })
  .register(z.globalRegistry, { id: 'Revision' })

/** GET /posts/{post_id}/revisions and GET /comments/{comment_id}/revisions: newest first; none for a deleted one. */
export const revisionsResponseSchema = z
  .object({ revisions: z.array(revisionSchema) })
  .register(z.globalRegistry, { id: 'RevisionsResponse' })

export type RevisionsResponse = z.infer<typeof revisionsResponseSchema>
