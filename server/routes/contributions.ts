import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { replyResponseSchema, replySchema } from '../../src/api/schemas/reply'
import { assertCanRead } from '../auth/permissions'
import { requireViewer, userRequired } from '../auth/viewer'
import { findThreadPlace } from '../db/queries/places'
import { toContribution } from '../db/queries/present'
import { findPost, insertReply } from '../db/queries/replies'
import type { Deps } from '../deps'
import { ApiError, messages } from '../errors'
import { bearer, errorResponses, jsonResponse } from '../openapi'
import { requireJson, validate } from '../validation'
import { postParams } from './params'

export function contributionRoutes(deps: Deps) {
  const { db } = deps
  return new Hono().post(
    '/posts/:post_id/contributions',
    describeRoute({
      operationId: 'replyToPost',
      summary: 'Reply to a contribution with a new contribution',
      description:
        'Realm members only. The reply is posted under the user\'s secret identity in this thread, drawn on their first contribution there.',
      tags: ['contributions'],
      security: bearer,
      responses: {
        200: jsonResponse(replyResponseSchema, 'The finalized contribution.'),
        ...errorResponses(400, 401, 403, 404, 413, 415),
      },
    }),
    userRequired(deps),
    validate('param', postParams),
    requireJson(),
    validate('json', replySchema),
    async (c) => {
      const { post_id: postId } = c.req.valid('param')
      const reply = c.req.valid('json')
      const viewer = await requireViewer(deps, c)
      const parent = await findPost(db, postId)
      if (!parent) throw new ApiError(404, messages.postNotFound(postId))
      const place = await findThreadPlace(db, parent.threadId)
      if (!place) throw new ApiError(404, messages.postNotFound(postId))
      const role = await assertCanRead(db, viewer, place, messages.threadAccessForbidden)
      if (!role) throw new ApiError(403, messages.replyForbidden)
      const row = await insertReply(db, {
        parentPostId: postId,
        threadId: place.threadId,
        realmId: place.realmId,
        userId: viewer.id,
        reply,
        now: deps.now(),
      })
      // The reply is the viewer's own: never new, never a friend's, and not yet commented.
      const lens = { viewerId: viewer.id, friendIds: new Set<string>(), lastVisitedAt: null }
      const contribution = toContribution(row, lens, { total: 0, fresh: 0 })
      return c.json(replyResponseSchema.parse({ contribution }))
    },
  )
}
