import * as z from 'zod/mini'
import { commentSchema } from './comment'
import { deltaStringInput } from './delta'
import { uuid } from './ids'

/** How many parts one chain may have (design: comments extension). */
export const CHAIN_PARTS_MAX = 10

/**
 * Body of POST /posts/{post_id}/comments (an extension, the reference system's shape): each
 * string is one delta, as a reply's content; several make a chain, each part's
 * `chain_parent_id` the part before it. `reply_to_comment_id` answers a comment of the same post.
 */
export const newCommentsSchema = z
  .object({
    contents: z.array(deltaStringInput).check(z.minLength(1), z.maxLength(CHAIN_PARTS_MAX)),
    reply_to_comment_id: z.optional(uuid),
  })
  .register(z.globalRegistry, { id: 'NewComments' })

export type NewCommentsInput = z.input<typeof newCommentsSchema>

export const newCommentsResponseSchema = z
  .object({ comments: z.array(commentSchema) })
  .register(z.globalRegistry, { id: 'NewCommentsResponse' })

export type NewCommentsResponse = z.infer<typeof newCommentsResponseSchema>
