import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { healthSchema } from '../../src/api/schemas/health'
import type { ApiEnv } from '../http/env'
import { jsonResponse } from '../http/openapi'

export function healthRoutes() {
  return new Hono<ApiEnv>().get(
    '/health',
    describeRoute({
      operationId: 'health',
      summary: 'Liveness (extension)',
      tags: ['meta'],
      responses: { 200: jsonResponse(healthSchema, 'The server is up.') },
    }),
    (c) => c.json(healthSchema.parse({ ok: true })),
  )
}
