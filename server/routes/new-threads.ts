import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { newThreadSchema } from '../../src/api/schemas/new-thread'
import { threadSchema } from '../../src/api/schemas/thread'
import { assertCanWrite } from '../auth/permissions'
import { requireViewer, userRequired } from '../auth/viewer'
import { insertThread } from '../db/queries/new-threads'
import { findBoardPlace } from '../db/queries/places'
import { loadThreadForAuthor } from '../db/queries/thread-detail'
import type { Deps } from '../deps'
import { ApiError, messages } from '../errors'
import { idempotencyKeyHeader, idempotentWrite } from '../idempotency'
import { bearer, errorResponses, writeResponse } from '../openapi'
import { requireJson, validate } from '../validation'
import { boardParams } from './params'

export function newThreadRoutes(deps: Deps) {
  const { db } = deps
  return new Hono().post(
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
    userRequired(deps),
    validate('param', boardParams),
    idempotencyKeyHeader,
    requireJson(),
    validate('json', newThreadSchema),
    async (c) => {
      const { board_id: boardId } = c.req.valid('param')
      const body = c.req.valid('json')
      const viewer = await requireViewer(deps, c)
      const board = await findBoardPlace(db, boardId)
      if (!board) throw new ApiError(404, messages.boardNotFound(boardId))
      await assertCanWrite(deps, viewer, board, { read: messages.boardAccessForbidden, write: messages.threadStartForbidden })
      return idempotentWrite(deps, c, { userId: viewer.id, header: c.req.valid('header') }, async (tx) => {
        const place = await insertThread(tx, { board, userId: viewer.id, thread: body, now: deps.now() })
        const thread = await loadThreadForAuthor(tx, place.threadId, viewer.id)
        if (!thread) throw new Error('The new thread could not be read back.')
        return thread
      })
    },
  )
}
