import * as z from 'zod/mini'
import { commentSchema } from './comment'
import { contributionSchema } from './contribution'
import { deltaStringInput } from './delta'
import { categoryListInput, tagListInput } from './tags'

// The bodies and answers of PATCH /posts/{post_id} and PATCH /comments/{comment_id} (design.md,
// "Own words"): each sent with `If-Match: "<revision>"` (./own-words.ts revisionTag).

/** Body of PATCH /posts/{post_id}: what changes, under the rules of posting; what is left out stays. */
export const postEditSchema = z
  .object({
    content: z.optional(deltaStringInput),
    whisper_tags: z.optional(tagListInput),
    index_tags: z.optional(tagListInput),
    category_tags: z.optional(categoryListInput),
    content_warnings: z.optional(tagListInput),
  })
  .register(z.globalRegistry, { id: 'PostEdit' })

export type PostEdit = z.output<typeof postEditSchema>

/** Body of PATCH /comments/{comment_id}: a comment has words and no tags. */
export const commentEditSchema = z.object({ content: deltaStringInput }).register(z.globalRegistry, { id: 'CommentEdit' })

export type CommentEdit = z.output<typeof commentEditSchema>

/** A 412: the edit was written against an older revision; here is the one it would replace. */
export const postEditConflictSchema = z
  .object({ message: z.string(), contribution: contributionSchema })
  .register(z.globalRegistry, { id: 'PostEditConflict' })

export const commentEditConflictSchema = z
  .object({ message: z.string(), comment: commentSchema })
  .register(z.globalRegistry, { id: 'CommentEditConflict' })
