import * as z from 'zod/mini'
import { uuid } from './ids'
import { DEFAULT_VIEWS } from '../shapes/default-views'

/** Body of PATCH /threads/{thread_id}: at least one of the two fields. */
export const threadPatchSchema = z
  .strictObject({
    defaultView: z.optional(z.enum(DEFAULT_VIEWS)),
    parentBoardId: z.optional(uuid),
  })
  .check(
    z.refine((body) => body.defaultView !== undefined || body.parentBoardId !== undefined, {
      error: 'give defaultView, parentBoardId or both',
    }),
  )
  .register(z.globalRegistry, { id: 'ThreadPatch' })

export type ThreadPatchBody = z.infer<typeof threadPatchSchema>
