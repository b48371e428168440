import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { replyResponseSchema, replySchema } from '../../src/contract/schemas/reply'
import type { Writing } from '../forum/writing'
import { userRequired, type ApiEnv } from '../http/env'
import { idempotencyKeyHeader, idempotentWrite, type IdempotencyStore } from '../http/idempotency'
import { bearer, errorResponses, writeResponse } from '../http/openapi'
import { requireJson, validate } from '../http/validation'
import { postParams } from './params'

export function contributionRoutes(writing: Writing, store: IdempotencyStore) {
  return new Hono<ApiEnv>().post(
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
    userRequired,
    validate('param', postParams),
    idempotencyKeyHeader,
    requireJson(),
    validate('json', replySchema),
    async (c) => {
      const { post_id: postId } = c.req.valid('param')
      const viewer = await c.var.viewer.required()
      const write = await writing.reply(viewer, postId, c.req.valid('json'))
      return idempotentWrite(store, c, { userId: viewer.id, header: c.req.valid('header') }, write)
    },
  )
}
