import * as z from 'zod/mini'
import { count, dateTime, uuid } from './ids'
import { moderationFields } from './moderation'
import { ownWordsFields } from './own-words'
import { secretIdentitySchema, userIdentitySchema } from './secret-identity'
import { tagsSchema } from './tags'

export const contributionSchema = z
  .object({
    id: uuid,
    parent_thread_id: uuid,
    parent_post_id: z.nullable(uuid),
    content: z.string(),
    created_at: dateTime,
    secret_identity: secretIdentitySchema,
    user_identity: userIdentitySchema,
    new: z.boolean(),
    own: z.boolean(),
    friend: z.boolean(),
    total_comments_amount: count,
    new_comments_amount: count,
    tags: tagsSchema,
    ...ownWordsFields,
    ...moderationFields,
  })
  .register(z.globalRegistry, { id: 'Contribution' })

export type Contribution = z.infer<typeof contributionSchema>
