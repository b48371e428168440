import * as z from 'zod/mini'
import { dateTime, uuid } from './ids'
import { moderationFields } from './moderation'
import { ownWordsFields } from './own-words'
import { secretIdentitySchema, userIdentitySchema } from './secret-identity'

export const commentSchema = z
  .object({
    id: uuid,
    parent_comment_id: z.nullable(uuid),
    chain_parent_id: z.nullable(uuid),
    parent_post_id: uuid,
    created_at: dateTime,
    content: z.string(),
    secret_identity: secretIdentitySchema,
    user_identity: userIdentitySchema,
    friend: z.boolean(),
    own: z.boolean(),
    new: z.boolean(),
    ...ownWordsFields,
    ...moderationFields,
  })
  .register(z.globalRegistry, { id: 'Comment' })

export type Comment = z.infer<typeof commentSchema>
