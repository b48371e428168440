import type { Env, Hono } from 'hono'
import { openAPIRouteHandler, resolver } from 'hono-openapi'
import type * as z from 'zod/mini'
import { errorBodySchema } from '../../src/contract/schemas/error'

const errorMeaning: Record<number, string> = {
  400: 'Bad input: malformed JSON, a wrong type, a missing field or a malformed id.',
  401: 'No authenticated user found, or the token expired. `WWW-Authenticate: Bearer`, with `error="invalid_token"` when a token was sent and refused.',
  403: 'The user lacks the permission for this.',
  404: 'Not found.',
  409: 'Conflict with the current state.',
  413: 'The request body is too large.',
  415: 'The request body is not JSON.',
  422: 'The Idempotency-Key was already used for a different request.',
  428: 'The edit names no revision: send `If-Match: "<revision>"`.',
  503: 'Busy: too much of this work is waiting; try again in a moment.',
  429: 'Rate limited: too many attempts from this address (refresh: or this session); Retry-After gives the seconds to wait.',
}

/** A JSON response described by a shared schema. */
export function jsonResponse(schema: z.ZodMiniType, description: string) {
  return { description, content: { 'application/json': { schema: resolver(schema) } } }
}

/** The answer of a write that honours `Idempotency-Key`: a repeat's answer says so in a header. */
export function writeResponse(schema: z.ZodMiniType, description: string) {
  return {
    ...jsonResponse(schema, description),
    headers: {
      'Idempotent-Replayed': {
        description: '`true` when this is the stored answer of an earlier request with the same Idempotency-Key.',
        schema: { type: 'string' as const, enum: ['true'] },
      },
    },
  }
}

/** The `{message}` error responses a route can give. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, jsonResponse(errorBodySchema, errorMeaning[status] ?? 'Error.')]))
}

export const noContent = { 204: { description: 'Done; no body.' } }

/** Marks an operation as accepting (or needing) the bearer token. */
export const bearer: Record<string, string[]>[] = [{ bearer: [] }]
export const bearerOrAnonymous: Record<string, string[]>[] = [{ bearer: [] }, {}]

/** GET /api/openapi.json, generated from the routes' descriptions and the zod schemas. */
export function openApiDocument<E extends Env>(api: Hono<E>) {
  return openAPIRouteHandler(api, {
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'Teahouse API',
        version: '1.0.0',
        description:
          'The threaded discussion service of ../shared/contract.md with the decisions of ../shared/design.md. Every error body is {message}.',
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'An access token from POST /auth/login.' },
        },
      },
    },
  })
}
