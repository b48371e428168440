import { inject } from 'vitest'
import { spawnServer, type SpawnedServer } from '../../scripts/lib/spawn-server.mjs'
import { accessTokenSchema } from '../../src/contract/schemas/auth'
import { feedPageSchema } from '../../src/contract/schemas/feed'
import { realmSchema } from '../../src/contract/schemas/realm'
import { replyResponseSchema } from '../../src/contract/schemas/reply'
import { clonePglite, clonePostgres, testDatabaseKind } from '../db/test-queries/databases'
import { replyBody } from './replies'

/**
 * Real server processes for a test file, on a seeded database of the kind under test: started,
 * asked over HTTP, and stopped (with their databases) when the file is done.
 */
export function serverProcesses() {
  const cleanups: (() => Promise<unknown>)[] = []

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

  return {
    start,
    databaseEnv,
    /** Runs `cleanup` when the file is done, before the servers and databases go. */
    onCleanup: (cleanup: () => Promise<unknown>) => cleanups.push(cleanup),
    /** Stops every server and removes every database, newest first: the file's afterAll. */
    async cleanUp() {
      for (const cleanup of cleanups.reverse()) await cleanup()
      cleanups.length = 0
    },
  }
}

export async function api<T>(
  server: SpawnedServer,
  path: string,
  schema: { parse(value: unknown): T },
  init: RequestInit = {},
): Promise<T> {
  const answer = await fetch(`${server.url}/api${path}`, init)
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`)
  return schema.parse(await answer.json())
}

/** bo's token and a Tea Room thread to reply in. */
export async function teaRoomSetting(server: SpawnedServer) {
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
  return { token, realmId: realm.id, threadId: thread.id, starterId: thread.starter.id }
}

/** A reply of the token's user to `starterId`: its id. */
export async function postReply(server: SpawnedServer, token: string, starterId: string, text: string): Promise<string> {
  const init = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(replyBody(text)),
  }
  return (await api(server, `/posts/${starterId}/contributions`, replyResponseSchema, init)).contribution.id
}
