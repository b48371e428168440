import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { useTestServer } from '../test/harness'

const t = useTestServer()

const operationSchema = z.object({
  operationId: z.string(),
  summary: z.string(),
  responses: z.record(z.string(), z.unknown()),
})
const documentSchema = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({
    schemas: z.record(z.string(), z.unknown()),
    parameters: z.record(z.string(), z.object({ in: z.string(), name: z.string(), description: z.string() })),
  }),
})

const writeSchema = z.object({
  parameters: z.array(z.unknown()),
  requestBody: z.object({ content: z.unknown() }),
  responses: z.object({
    200: z.looseObject({ headers: z.object({ 'Idempotent-Replayed': z.object({ description: z.string() }) }) }),
    422: z.object({ description: z.string() }),
  }),
})

const contractOperations = [
  ['get', '/feeds/boards/{board_id}'],
  ['get', '/users/@me/dex'],
  ['patch', '/threads/{thread_id}'],
  ['get', '/threads/{thread_id}'],
  ['post', '/realms/{realm_id}/invites/{nonce}'],
  ['get', '/users/@me/settings'],
  ['get', '/feeds/users/@me/stars'],
  ['post', '/posts/{post_id}/contributions'],
  ['post', '/threads/{thread_id}/mute'],
] as const

async function openApi() {
  const answer = await t.request('/openapi.json')
  expect(answer.status).toBe(200)
  return answer.as(documentSchema)
}

describe('GET /openapi.json', () => {
  it('describes all nine contract operations', async () => {
    const document = await openApi()
    for (const [method, path] of contractOperations) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined()
    }
  })

  it('describes every route the server answers, with an id, a summary and responses', async () => {
    const document = await openApi()
    const served = t.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && route.path !== '/api/openapi.json')
      .map((route) => [route.method.toLowerCase(), route.path.slice('/api'.length).replace(/:(\w+)/g, '{$1}')] as const)
    expect(served.length).toBeGreaterThanOrEqual(20)
    for (const [method, path] of served) {
      const operation = operationSchema.safeParse(document.paths[path]?.[method])
      expect(operation.success, `${method} ${path}`).toBe(true)
    }
  })

  it('takes its schemas from the shared zod schemas', async () => {
    const document = await openApi()
    for (const name of [
      'Thread',
      'ThreadSummary',
      'Contribution',
      'Comment',
      'FeedPage',
      'Reply',
      'ThreadPatch',
      'Dex',
      'Settings',
      'InviteAccept',
      'ErrorBody',
    ]) {
      expect(document.components.schemas[name], name).toBeDefined()
    }
    const getThread = JSON.stringify(document.paths['/threads/{thread_id}']?.get)
    expect(getThread).toContain('#/components/schemas/Thread')
    const reply = JSON.stringify(document.paths['/posts/{post_id}/contributions']?.post)
    expect(reply).toContain('#/components/schemas/Reply')
    expect(reply).toContain('#/components/schemas/ReplyResponse')
  })

  it('documents the writes with their bodies and the Idempotency-Key header', async () => {
    const document = await openApi()
    expect(document.components.parameters.IdempotencyKey).toMatchObject({ in: 'header', name: 'idempotency-key' })
    const writes = [
      ['/posts/{post_id}/contributions', 'Reply', 'ReplyResponse'],
      ['/posts/{post_id}/comments', 'NewComments', 'NewCommentsResponse'],
      ['/boards/{board_id}', 'NewThread', 'Thread'],
    ] as const
    for (const [path, body, answer] of writes) {
      const operation = writeSchema.parse(document.paths[path]?.post)
      expect(operation.parameters, path).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' })
      expect(JSON.stringify(operation.requestBody), path).toContain(`#/components/schemas/${body}"`)
      expect(JSON.stringify(operation.responses[200]), path).toContain(`#/components/schemas/${answer}"`)
    }
  })
})
