import { z } from 'zod'
import { commentSchema } from './comment'
import { contributionSchema } from './contribution'
import { uuid } from './ids'
import { threadSummarySchema } from './thread-summary'

export const threadSchema = threadSummarySchema
  .extend({
    posts: z.array(contributionSchema),
    comments: z.record(uuid, z.array(commentSchema)),
  })
  .meta({ id: 'Thread' })

export type Thread = z.infer<typeof threadSchema>
