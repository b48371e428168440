import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { newCommentsResponseSchema, newCommentsSchema } from '../../src/contract/schemas/new-comments'
import type { Writing } from '../forum/writing'
import { userRequired, type ApiEnv } from '../http/env'
import { idempotencyKeyHeader, idempotentWrite, type IdempotencyStore } from '../http/idempotency'
import { bearer, errorResponses, writeResponse } from '../http/openapi'
import { requireJson, validate } from '../http/validation'
import { postParams } from './params'

export function commentRoutes(writing: Writing, store: IdempotencyStore) {
  return new Hono<ApiEnv>().post(
    '/posts/:post_id/comments',
    describeRoute({
      operationId: 'commentOnPost',
      summary: 'Comment on a contribution, in one part or a chain (extension)',
      description:
        "Realm members only. Each string of `contents` is one comment; several make a chain, each part's `chain_parent_id` the part before it. `reply_to_comment_id` answers a comment of the same post. Posted under the user's secret identity in this thread. Honours `Idempotency-Key`.",
      tags: ['comments'],
      security: bearer,
      responses: {
        200: writeResponse(newCommentsResponseSchema, 'The new comments, in part order.'),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422),
      },
    }),
    userRequired,
    validate('param', postParams),
    idempotencyKeyHeader,
    requireJson(),
    validate('json', newCommentsSchema),
    async (c) => {
      const { post_id: postId } = c.req.valid('param')
      const { contents, reply_to_comment_id: replyTo } = c.req.valid('json')
      const viewer = await c.var.viewer.required()
      const write = await writing.comment(viewer, postId, { contents, replyTo })
      return idempotentWrite(store, c, { userId: viewer.id, header: c.req.valid('header') }, write)
    },
  )
}
