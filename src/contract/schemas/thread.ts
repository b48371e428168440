import * as z from 'zod/mini'
import { commentSchema } from './comment'
import { contributionSchema } from './contribution'
import { uuid } from './ids'
import { threadSummarySchema } from './thread-summary'

export const threadSchema = z
  .extend(threadSummarySchema, {
    posts: z.array(contributionSchema),
    comments: z.record(uuid, z.array(commentSchema)),
  })
  .register(z.globalRegistry, { id: 'Thread' })

export type Thread = z.infer<typeof threadSchema>
