import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { newCommentsResponseSchema, newCommentsSchema } from '../../src/api/schemas/new-comments'
import { postToWriteUnder } from '../auth/permissions'
import { requireViewer, userRequired } from '../auth/viewer'
import { findCommentPost, insertComments } from '../db/queries/comments'
import { authorLens, toComment } from '../db/queries/present'
import type { Deps } from '../deps'
import { ApiError, messages } from '../errors'
import { idempotencyKeyHeader, idempotentWrite } from '../idempotency'
import { bearer, errorResponses, writeResponse } from '../openapi'
import { requireJson, validate } from '../validation'
import { postParams } from './params'

export function commentRoutes(deps: Deps) {
  const { db } = deps
  return new Hono().post(
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
    userRequired(deps),
    validate('param', postParams),
    idempotencyKeyHeader,
    requireJson(),
    validate('json', newCommentsSchema),
    async (c) => {
      const { post_id: postId } = c.req.valid('param')
      const { contents, reply_to_comment_id: replyTo } = c.req.valid('json')
      const viewer = await requireViewer(deps, c)
      const place = await postToWriteUnder(deps, viewer, postId, messages.commentForbidden)
      // Comments answer comments of their own post only: one of another post is as good as missing.
      if (replyTo !== undefined && (await findCommentPost(db, replyTo)) !== postId) {
        throw new ApiError(404, messages.commentNotFound(replyTo))
      }
      return idempotentWrite(deps, c, { userId: viewer.id, header: c.req.valid('header') }, async (tx) => {
        const rows = await insertComments(tx, {
          threadId: place.threadId,
          realmId: place.realmId,
          postId,
          userId: viewer.id,
          parentCommentId: replyTo ?? null,
          contents,
          now: deps.now(),
        })
        const lens = authorLens(viewer.id)
        return newCommentsResponseSchema.parse({ comments: rows.map((row) => toComment(row, lens)) })
      })
    },
  )
}
