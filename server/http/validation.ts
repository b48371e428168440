import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { MiddlewareHandler, ValidationTargets } from 'hono'
import { validator } from 'hono-openapi'
import * as z from 'zod/mini'
import { ApiError, messages } from '../lib/api-error'

/**
 * Plain-English issue texts for API callers ("whisper_tags must be an array"), set once for
 * the server process. A schema's own `error` text still wins over these.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined ? 'is required' : `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`
      case 'too_small':
        if (issue.origin === 'string') return issue.minimum === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`
        if (issue.origin === 'array') return issue.minimum === 1 ? 'must not be empty' : `must have at least ${issue.minimum} entries`
        return undefined
      case 'too_big':
        if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`
        if (issue.origin === 'array') return `must have at most ${issue.maximum} entries`
        return undefined
      case 'invalid_value':
        return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
      case 'unrecognized_keys':
        return `has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`
      default:
        return undefined
    }
  },
})

const targetNames: Partial<Record<keyof ValidationTargets, string>> = {
  json: 'body',
  param: 'path',
  query: 'query',
}

/**
 * The first problem of each field, up to five. One per field: zod still runs a schema's
 * checks on a value of the wrong type, so a string sent for a list would also hear
 * "must be at most 10 characters".
 */
function describe(issues: readonly StandardSchemaV1.Issue[]): string {
  const byField = new Map<string, string>()
  for (const issue of issues) {
    const path = (issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part)).join('.')
    if (!byField.has(path)) byField.set(path, path ? `${path} ${issue.message}` : issue.message)
  }
  return [...byField.values()].slice(0, 5).join('; ')
}

/**
 * hono-openapi's validator (so the schema lands in openapi.json) with our error shape:
 * 400 `{message}` naming the field, e.g. `Invalid body: content must not be empty.`
 * Routes stay plain Hono, described with hono-openapi, so openapi.json cannot drift from what is served (docs/decisions/001).
 */
export function validate<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(target: Target, schema: Schema) {
  return validator(target, schema, (result) => {
    if (!result.success) {
      const where = targetNames[target] ?? target
      throw new ApiError(400, `Invalid ${where}: ${describe(result.error)}.`)
    }
  })
}

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i

/**
 * Checks a JSON body before the validator reads it: Hono's validator quietly reads a
 * non-JSON content type as `{}`, and a client that sent the wrong one deserves to hear so.
 * With `optional`, a request with an empty body passes as `{}` (the invite needs none when
 * the caller is logged in). The text read here is cached by Hono for the validator.
 */
export function requireJson(options: { optional?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? ''
    const text = await c.req.text()
    if (options.optional && text.trim() === '') {
      // No body at all, whatever the content type: the validator then reads `{}`. Hono keeps
      // each body read as a promise under its kind (its types call them functions).
      Object.assign(c.req.bodyCache, { text: Promise.resolve('{}') })
      return next()
    }
    if (!jsonMediaType.test(mediaType)) throw new ApiError(415, messages.notJson)
    try {
      JSON.parse(text)
    } catch {
      throw new ApiError(400, messages.malformedJson)
    }
    return next()
  }
}
