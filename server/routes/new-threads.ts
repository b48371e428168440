import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { newThreadSchema } from '../../src/contract/schemas/new-thread'
import { threadSchema } from '../../src/contract/schemas/thread'
import type { Writing } from '../forum/writing'
import { userRequired, type ApiEnv } from '../http/env'
import { idempotencyKeyHeader, idempotentWrite, type IdempotencyStore } from '../http/idempotency'
import { bearer, errorResponses, writeResponse } from '../http/openapi'
import { requireJson, validate } from '../http/validation'
import { boardParams } from './params'

export function newThreadRoutes(writing: Writing, store: IdempotencyStore) {
  return new Hono<ApiEnv>().post(
    '/boards/:board_id',
    describeRoute({
      operationId: 'startThread',
      summary: 'Start a thread on a board (extension)',
      description:
        "Realm members only. The body is the starter (as a reply's) and the thread's default view (`thread` when not given). Answers the full thread, as GET /threads/{thread_id} then shows it to its author. Honours `Idempotency-Key`.",
      tags: ['threads'],
      security: bearer,
      responses: {
        200: writeResponse(threadSchema, 'The new thread.'),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422),
      },
    }),
    userRequired,
    validate('param', boardParams),
    idempotencyKeyHeader,
    requireJson(),
    validate('json', newThreadSchema),
    async (c) => {
      const { board_id: boardId } = c.req.valid('param')
      const viewer = await c.var.viewer.required()
      const write = await writing.startThread(viewer, boardId, c.req.valid('json'))
      return idempotentWrite(store, c, { userId: viewer.id, header: c.req.valid('header') }, write)
    },
  )
}
