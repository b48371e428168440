import { afterAll, describe, expect, inject, it } from 'vitest'
import { sparePort, spawnServer, type SpawnedServer } from '../../scripts/lib/spawn-server.mjs'
import { accessTokenSchema } from '../../src/contract/schemas/auth'
import { eventDataSchemas } from '../../src/contract/schemas/events'
import { feedPageSchema } from '../../src/contract/schemas/feed'
import { realmSchema } from '../../src/contract/schemas/realm'
import { replyResponseSchema } from '../../src/contract/schemas/reply'
import { clonePglite, clonePostgres, testDatabaseKind } from '../db/test-queries/databases'
import { openEvents, type OpenEventStream, type ReceivedEvent } from '../test/event-stream'
import { replyBody } from '../test/replies'

// Real server processes: what one process writes reaches readers of another, and a server
// killed mid-stream loses no event its readers had not yet received.

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function start(env: Record<string, string>, port?: number): Promise<SpawnedServer> {
  const server = await spawnServer({ env: { RATE_LIMIT_PER_MINUTE: '0', ...env }, port, timeoutMs: 120_000 })
  cleanups.push(() => server.stop())
  return server
}

/** A seeded database of the kind under test: a clone of the template, or a PGlite folder made from the seeded dump. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (testDatabaseKind() === 'postgres') {
    const clone = await clonePostgres(inject('postgresTemplate'))
    cleanups.push(clone.drop)
    return { DATABASE_URL: clone.url }
  }
  const clone = await clonePglite(inject('pgliteDump'))
  cleanups.push(clone.remove)
  return { DATA_DIR: clone.dataDir }
}

async function api<T>(server: SpawnedServer, path: string, schema: { parse(value: unknown): T }, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${server.url}/api${path}`, init)
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`)
  return schema.parse(await answer.json())
}

/** bo's token and a Tea Room thread to reply in. */
async function setting(server: SpawnedServer) {
  const realm = await api(server, '/realms/slug/demo', realmSchema)
  const board = realm.boards.find((b) => b.slug === 'tea-room')
  const thread = (await api(server, `/feeds/boards/${board?.id}`, feedPageSchema)).activity.at(-1)
  if (!thread) throw new Error('empty feed')
  const login = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bo@example.com', password: 'bo-password-1' }),
  }
  const { access_token: token } = await api(server, '/auth/login', accessTokenSchema, login)
  return { token, threadId: thread.id, starterId: thread.starter.id }
}

async function post(server: SpawnedServer, token: string, starterId: string, text: string): Promise<string> {
  const init = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(replyBody(text)),
  }
  return (await api(server, `/posts/${starterId}/contributions`, replyResponseSchema, init)).contribution.id
}

const postIdOf = (event: ReceivedEvent) => eventDataSchemas.contribution.parse(event.data).post_id
const isContribution = (event: ReceivedEvent) => event.type === 'contribution'

describe('events across processes', () => {
  if (testDatabaseKind() === 'postgres') {
    it('a reply posted through one process reaches a reader connected to the other', async () => {
      const env = await databaseEnv()
      const [one, two] = await Promise.all([start(env), start(env)])
      const { token, threadId, starterId } = await setting(one)
      const reader = await openEvents(two.url, { threads: [threadId] })
      cleanups.push(async () => reader.close())
      expect(reader.status).toBe(200)
      const posted = await post(one, token, starterId, 'Through the first process.')
      const [event] = await reader.waitFor(isContribution)
      expect(event && postIdOf(event)).toBe(posted)
    })
  }

  it('a server killed while readers listen loses none of their events, and sends none twice, once restarted', async () => {
    const env = await databaseEnv()
    const port = await sparePort()
    const first = await start(env, port)
    const { token, threadId, starterId } = await setting(first)
    let reader: OpenEventStream = await openEvents(first.url, { threads: [threadId] })
    const posted = [await post(first, token, starterId, 'One.'), await post(first, token, starterId, 'Two.')]
    await reader.waitFor(isContribution, 2)
    // Committed just before the kill: whether it went out live or not, the reader must get it.
    posted.push(await post(first, token, starterId, 'Three, then the kill.'))
    process.kill(first.pid ?? 0, 'SIGKILL')
    await first.stop()
    await reader.waitForEnd()
    const received = [...reader.events.filter(isContribution)]

    const second = await start(env, port)
    posted.push(await post(second, token, starterId, 'Four, after the restart.'))
    reader = await openEvents(second.url, { threads: [threadId], lastEventId: received.at(-1)?.id ?? '' })
    cleanups.push(async () => reader.close())
    posted.push(await post(second, token, starterId, 'Five, live again.'))
    await reader.waitFor((event) => isContribution(event) && postIdOf(event) === posted.at(-1), 1, 10_000)
    received.push(...reader.events.filter(isContribution))
    expect(received.map(postIdOf)).toEqual(posted)
    expect(new Set(received.map((event) => event.id)).size).toBe(posted.length)
  })
})
