import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { replyResponseSchema, replySchema } from '../../src/api/schemas/reply'
import { postToWriteUnder } from '../auth/permissions'
import { requireViewer, userRequired } from '../auth/viewer'
import { authorLens, toContribution } from '../db/queries/present'
import { insertReply } from '../db/queries/replies'
import type { Deps } from '../deps'
import { messages } from '../errors'
import { idempotencyKeyHeader, idempotentWrite } from '../idempotency'
import { bearer, errorResponses, writeResponse } from '../openapi'
import { requireJson, validate } from '../validation'
import { postParams } from './params'

export function contributionRoutes(deps: Deps) {
  return new Hono().post(
    '/posts/:post_id/contributions',
    describeRoute({
      operationId: 'replyToPost',
      summary: 'Reply to a contribution with a new contribution',
      description:
        "Realm members only. The reply is posted under the user's secret identity in this thread, drawn on their first contribution there. Honours `Idempotency-Key`.",
      tags: ['contributions'],
      security: bearer,
      responses: {
        200: writeResponse(replyResponseSchema, 'The finalized contribution.'),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422),
      },
    }),
    userRequired(deps),
    validate('param', postParams),
    idempotencyKeyHeader,
    requireJson(),
    validate('json', replySchema),
    async (c) => {
      const { post_id: postId } = c.req.valid('param')
      const reply = c.req.valid('json')
      const viewer = await requireViewer(deps, c)
      const place = await postToWriteUnder(deps, viewer, postId, messages.replyForbidden)
      return idempotentWrite(deps, c, { userId: viewer.id, header: c.req.valid('header') }, async (tx) => {
        const row = await insertReply(tx, {
          parentPostId: postId,
          threadId: place.threadId,
          realmId: place.realmId,
          userId: viewer.id,
          reply,
          now: deps.now(),
        })
        const contribution = toContribution(row, authorLens(viewer.id), { total: 0, fresh: 0 })
        return replyResponseSchema.parse({ contribution })
      })
    },
  )
}
