import { z } from 'zod'
import { dateTime, uuid } from './ids'
import { secretIdentitySchema, userIdentitySchema } from './secret-identity'
import { tagsSchema } from './tags'

export const contributionSchema = z
  .object({
    id: uuid,
    parent_thread_id: uuid,
    parent_post_id: uuid.nullable(),
    content: z.string(),
    created_at: dateTime,
    secret_identity: secretIdentitySchema,
    user_identity: userIdentitySchema,
    new: z.boolean(),
    own: z.boolean(),
    friend: z.boolean(),
    total_comments_amount: z.number().int().nonnegative(),
    new_comments_amount: z.number().int().nonnegative(),
    tags: tagsSchema,
  })
  .meta({ id: 'Contribution' })

export type Contribution = z.infer<typeof contributionSchema>
