import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { healthSchema } from '../../src/contract/schemas/health'
import type { ApiEnv } from '../http/env'
import { jsonResponse } from '../http/openapi'
import { conflicts } from '../db/retry-conflicts'

/** `openStreams`: this process's open GET /events streams (events/hub.ts). */
export function healthRoutes(openStreams: () => number) {
  return new Hono<ApiEnv>().get(
    '/health',
    describeRoute({
      operationId: 'health',
      summary: 'Liveness (extension)',
      tags: ['meta'],
      responses: { 200: jsonResponse(healthSchema, 'The server is up, with its open event streams and the write conflicts it retried.') },
    }),
    (c) =>
      c.json(
        healthSchema.parse({
          ok: true,
          event_streams: openStreams(),
          write_conflicts: { retried: conflicts.retried, gave_up: conflicts.gaveUp },
        }),
      ),
  )
}
