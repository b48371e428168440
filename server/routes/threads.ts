import { Hono, type Context } from 'hono'
import { describeRoute } from 'hono-openapi'
import { threadSchema } from '../../src/contract/schemas/thread'
import { threadChangesQuerySchema, threadChangesSchema } from '../../src/contract/schemas/thread-changes'
import { threadPatchSchema } from '../../src/contract/schemas/thread-patch'
import type { StateChange } from '../db/queries/thread-states'
import type { Threads } from '../forum/threads'
import { acceptsGzip } from '../http/compress-answers'
import { ifNoneMatch } from '../http/conditional'
import { userRequired, type ApiEnv } from '../http/env'
import { bearer, bearerOrAnonymous, errorResponses, jsonResponse, noContent } from '../http/openapi'
import { requireJson, validate } from '../http/validation'
import { threadParams } from './params'

export function threadRoutes(threads: Threads) {
  /** A per-user flag change: needs a user who may read the thread; answers 204. */
  function flagRoute(operationId: string, summary: string, change: (now: Date) => StateChange) {
    return [
      describeRoute({
        operationId,
        summary,
        tags: ['threads'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 403, 404) },
      }),
      userRequired,
      validate('param', threadParams),
      async (c: Context<ApiEnv, '/threads/:thread_id'>) => {
        const threadId = c.req.param('thread_id') // a uuid: validated above
        await threads.setFlags(c.var.viewer, threadId, change)
        return c.body(null, 204)
      },
    ] as const
  }

  return new Hono<ApiEnv>()
    .get(
      '/threads/:thread_id',
      describeRoute({
        operationId: 'getThread',
        summary: 'One thread with its contributions and comments',
        description: 'Anonymous reads are allowed on public boards; then new, muted and hidden are false.',
        tags: ['threads'],
        security: bearerOrAnonymous,
        responses: { 200: jsonResponse(threadSchema, 'The thread.'), ...errorResponses(400, 401, 403, 404) },
      }),
      validate('param', threadParams),
      async (c) => {
        const { thread_id: threadId } = c.req.valid('param')
        const thread = await threads.read(c.var.viewer, threadId)
        // Private: the answer carries the reader's flags. no-cache: asked again each time, 304 when unchanged.
        const headers = { ETag: thread.etag, 'Cache-Control': 'private, no-cache', Vary: 'Authorization, Accept-Encoding' }
        if (ifNoneMatch(c.req.header('If-None-Match'), thread.etag)) return c.body(null, 304, headers)
        const answer = await thread.answer()
        if (typeof answer !== 'string') {
          const gzip = acceptsGzip(c.req.header('Accept-Encoding'))
          return c.body(gzip ? answer.gzip : answer.json, 200, {
            ...headers,
            'Content-Type': 'application/json',
            ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
          })
        }
        return c.body(answer, 200, { ...headers, 'Content-Type': 'application/json' })
      },
    )
    .get(
      '/threads/:thread_id/changes',
      describeRoute({
        operationId: 'getThreadChanges',
        summary: 'What a thread gained after an event (extension)',
        description:
          'The contributions and comments of the thread\'s events with ids greater than `after`, as GET /threads/{id} shows them, and the newest event id seen: what the "new replies" pill brings in.',
        tags: ['threads', 'events'],
        security: bearerOrAnonymous,
        responses: { 200: jsonResponse(threadChangesSchema, 'The new parts.'), ...errorResponses(400, 401, 403, 404) },
      }),
      validate('param', threadParams),
      validate('query', threadChangesQuerySchema),
      async (c) => {
        const { thread_id: threadId } = c.req.valid('param')
        return c.json(await threads.changes(c.var.viewer, threadId, Number(c.req.valid('query').after)))
      },
    )
    .patch(
      '/threads/:thread_id',
      describeRoute({
        operationId: 'updateThread',
        summary: "Change a thread's default view, its board, or both",
        description:
          'The starter\'s author may change defaultView; moderators may change both. Moves stay within the realm. Answers the plain text "OK".',
        tags: ['threads'],
        security: bearer,
        responses: {
          200: { description: 'Changed.', content: { 'text/plain': { schema: { type: 'string', const: 'OK' } } } },
          ...errorResponses(400, 401, 403, 404, 415),
        },
      }),
      userRequired,
      validate('param', threadParams),
      requireJson(),
      validate('json', threadPatchSchema),
      async (c) => {
        const { thread_id: threadId } = c.req.valid('param')
        const viewer = await c.var.viewer.required()
        await threads.change(viewer, threadId, c.req.valid('json'))
        return c.text('OK')
      },
    )
    .post('/threads/:thread_id/mute', ...flagRoute('muteThread', 'Mute a thread for the current user', () => ({ muted: true })))
    .delete('/threads/:thread_id/mute', ...flagRoute('unmuteThread', 'Unmute a thread (extension)', () => ({ muted: false })))
    .post(
      '/threads/:thread_id/hide',
      ...flagRoute('hideThread', 'Hide a thread: collapsed in feeds, no notifications; it still opens (extension)', () => ({
        hidden: true,
      })),
    )
    .delete('/threads/:thread_id/hide', ...flagRoute('unhideThread', 'Show a hidden thread again (extension)', () => ({ hidden: false })))
    .post('/threads/:thread_id/stars', ...flagRoute('starThread', 'Star a thread (extension)', () => ({ starred: true })))
    .delete('/threads/:thread_id/stars', ...flagRoute('unstarThread', 'Unstar a thread (extension)', () => ({ starred: false })))
    .post(
      '/threads/:thread_id/visits',
      ...flagRoute('visitThread', 'Record a visit: what is older stops being new (extension)', (now) => ({
        lastVisitedAt: now,
      })),
    )
}
