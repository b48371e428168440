import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import type { LiveEvents } from '../events/live'
import type { ApiEnv } from '../http/env'
import { bearerOrAnonymous, errorResponses } from '../http/openapi'

export function eventRoutes(live: LiveEvents) {
  return new Hono<ApiEnv>().get(
    '/events',
    describeRoute({
      operationId: 'getEvents',
      summary: 'Live events of threads, boards and the caller (extension)',
      description:
        'Server-Sent Events. `thread` and `board` may each repeat, at most 20 in all; a signed-in caller also receives their own notifications. Reconnect with `Last-Event-ID`: missed events of the last 24 h come first, or `reset` when they are more than 1,000 or gone. A `: ping` comment every 15 s. Events: contribution, comment, thread, thread_moved, thread_updated, notification, reset.',
      tags: ['events'],
      security: bearerOrAnonymous,
      responses: {
        200: { description: 'The stream.', content: { 'text/event-stream': { schema: { type: 'string' } } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const topics = { threadIds: c.req.queries('thread') ?? [], boardIds: c.req.queries('board') ?? [] }
      return live.open(c.var.viewer, topics, c.req.header('Last-Event-ID'))
    },
  )
}
