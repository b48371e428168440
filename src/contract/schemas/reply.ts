import * as z from 'zod/mini'
import { contributionSchema } from './contribution'
import { deltaStringInput } from './delta'
import { categoryListInput, tagListInput } from './tags'

/** Body of POST /posts/{post_id}/contributions. */
export const replySchema = z
  .object({
    content: deltaStringInput,
    whisper_tags: tagListInput,
    index_tags: tagListInput,
    category_tags: categoryListInput,
    content_warnings: tagListInput,
  })
  .register(z.globalRegistry, { id: 'Reply' })

export type ReplyInput = z.input<typeof replySchema>
export type Reply = z.output<typeof replySchema>

export const replyResponseSchema = z.object({ contribution: contributionSchema }).register(z.globalRegistry, { id: 'ReplyResponse' })

export type ReplyResponse = z.infer<typeof replyResponseSchema>
