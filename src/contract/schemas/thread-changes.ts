import * as z from 'zod/mini'
import { commentSchema } from './comment'
import { contributionSchema } from './contribution'
import { uuid } from './ids'

/**
 * GET /threads/{id}/changes?after=<event id>: the contributions and comments of the thread's
 * events after that one, and the newest event id seen — what the "new replies" pill shows
 * without reloading the whole thread.
 */
export const threadChangesSchema = z
  .object({
    posts: z.array(contributionSchema),
    comments: z.record(uuid, z.array(commentSchema)),
    last_event_id: z.string().check(z.regex(/^\d+$/)),
  })
  .register(z.globalRegistry, { id: 'ThreadChanges' })

export type ThreadChanges = z.infer<typeof threadChangesSchema>

/** `after`: an event id, the digits of the server's event counter. */
export const threadChangesQuerySchema = z.object({ after: z.string().check(z.regex(/^\d{1,15}$/, { error: 'must be an event id' })) })
