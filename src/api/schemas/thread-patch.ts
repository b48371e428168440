import { z } from 'zod'
import { uuid } from './ids'
import { DEFAULT_VIEWS } from './thread-summary'

/** Body of PATCH /threads/{thread_id}: at least one of the two fields. */
export const threadPatchSchema = z
  .strictObject({
    defaultView: z.enum(DEFAULT_VIEWS).optional(),
    parentBoardId: uuid.optional(),
  })
  .refine((body) => body.defaultView !== undefined || body.parentBoardId !== undefined, {
    error: 'give defaultView, parentBoardId or both',
  })
  .meta({ id: 'ThreadPatch' })

export type ThreadPatch = z.infer<typeof threadPatchSchema>
