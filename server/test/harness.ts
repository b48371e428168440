import { randomUUID } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Logger } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, inject } from 'vitest'
import type * as z from 'zod/mini'
import { accessTokenSchema } from '../../src/contract/schemas/auth'
import { createApp, type AppOptions } from '../app'
import type { EventHub } from '../events/hub'
import type { ApiEnv } from '../http/env'
import { listen } from '../http/listen'
import type { Config } from '../config'
import { BytesBlob } from '../db/bytes-blob'
import { openDatabase, type Database } from '../db/open'
import type { Db } from '../db/types'
import type { UploadStorage } from '../uploads/storage'
import type { Uploads } from '../uploads/uploads'
import type { Digests } from '../mail/digests'
import type { MailOutbox } from '../mail/outbox'
import { demoLogins, type DemoUser } from '../db/seed/users'
import { clonePostgres, testDatabaseKind } from '../db/test-queries/databases'
import { biggestThread, boardIdOf, realmIdOf, threadsOnBoard, userIdOf } from '../db/test-queries/lookups'

/** Event streams hear a heartbeat this often in tests (15 s in earnest). */
export const TEST_HEARTBEAT_MS = 300

export type { DemoUser }

/** The server's clock in tests: the real time, moved ahead when a test says so, or stopped. */
class TestClock {
  private offsetMs = 0
  private stoppedAt: number | null = null
  now = () => new Date((this.stoppedAt ?? Date.now()) + this.offsetMs)
  advance(seconds: number) {
    this.offsetMs += seconds * 1000
  }
  /** From now on the clock moves only when told to: a test of a deadline to the second. */
  stop() {
    this.stoppedAt ??= Date.now()
  }
}

export interface RequestInit {
  method?: string
  token?: string | null
  /** Sent as JSON with the JSON content type. */
  json?: unknown
  body?: string | FormData
  headers?: Record<string, string>
}

export interface TestAnswer {
  status: number
  headers: Headers
  text: string
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown
  /** The body checked against a schema: the test fails if the shape is wrong. */
  as<T>(schema: z.ZodMiniType<T>): T
}

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '',
  databaseUrl: undefined,
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 30 * 24 * 3600,
  refreshGraceSeconds: 30,
  rateLimitPerMinute: 0,
  seed: 'demo',
  searchLanguage: 'english',
  corsOrigins: [],
  publicUrl: undefined,
  trustProxy: false,
  allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
  // Each test file's own folder (its module is loaded once per file), removed after it.
  uploads: { folder: join(tmpdir(), `teahouse-test-uploads-${randomUUID()}`), s3: undefined, maxBytes: 10 * 1024 * 1024, perHour: 60 },
  mail: { smtpUrl: undefined, from: 'Teahouse <no-reply@teahouse.test>' },
}

/**
 * The seeded PGlite dump, read once a worker (its files share modules: vitest.config.ts) and
 * again only if the suite made another. Each copy opens from these bytes; nothing writes into
 * them (BytesBlob hands out a copy).
 */
let seededDump: { path: string; bytes: Promise<Uint8Array> } | undefined

/** Opens this file's own copy of the seeded database. */
async function openSeededCopy(logger?: Logger): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (testDatabaseKind() === 'postgres') {
    const clone = await clonePostgres(inject('postgresTemplate'))
    const database = await openDatabase({ kind: 'postgres', url: clone.url }, logger)
    return {
      database,
      dispose: async () => {
        await database.close()
        await clone.drop()
      },
    }
  }
  const path = inject('pgliteDump')
  if (seededDump?.path !== path) seededDump = { path, bytes: readFile(path) }
  const dump = new BytesBlob(await seededDump.bytes)
  const database = await openDatabase({ kind: 'pglite', loadDataDir: dump, sharedBuffers: '16MB' }, logger)
  return { database, dispose: () => database.close() }
}

export class TestServer {
  readonly app: Hono<ApiEnv>
  readonly db: Db
  /** This server's live readers (events/hub.ts). */
  readonly events: EventHub
  /** What main.ts runs every ten minutes: expired sessions, old rate-limit minutes, day-old events, unreferenced uploads. */
  readonly sweepExpired: () => Promise<void>
  /** Where this server keeps uploaded pictures. */
  readonly uploadStorage: UploadStorage
  /** This server's uploads (its image work's child process ends with stop()). */
  readonly uploads: Uploads
  /** This server's mail sender: it sends what a write put in the outbox, as main.ts's does. */
  readonly outbox: MailOutbox
  /** What main.ts runs every ten minutes: the daily digests that are due. */
  readonly digests: Digests

  constructor(
    readonly database: Database,
    private readonly config: Config,
    readonly clock = new TestClock(),
    private readonly options: Pick<AppOptions, 'mail'> = {},
  ) {
    this.db = database.db
    const made = createApp({ database, config, now: this.clock.now }, { heartbeatMs: TEST_HEARTBEAT_MS, ...options })
    this.app = made.app
    this.events = made.events
    this.sweepExpired = made.sweepExpired
    this.uploadStorage = made.uploadStorage
    this.uploads = made.uploads
    this.outbox = made.outbox
    this.digests = made.digests
  }

  /**
   * Another server on the same database with caches of its own, as a second process on one
   * PostgreSQL would be: what one writes, the other must show at once. Both keep one time.
   */
  twin(): TestServer {
    return new TestServer(this.database, this.config, this.clock, this.options)
  }

  /** Serves the app over HTTP on a spare loopback port, for tests of connections themselves. */
  async listen(): Promise<{
    port: number
    url: string
    connections: () => Promise<number>
    openAnswers: () => number
    close: () => Promise<void>
  }> {
    const { server, port, openAnswers } = await listen(this.app.fetch, { port: 0, hostname: '127.0.0.1' })
    return {
      port,
      url: `http://127.0.0.1:${port}`,
      connections: () =>
        new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count)))),
      openAnswers,
      // Connections a client keeps for a next request would hold close() for a minute.
      close: () =>
        new Promise((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        }),
    }
  }

  async request(path: string, init: RequestInit = {}): Promise<TestAnswer> {
    const headers = new Headers(init.headers)
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
    let body = init.body
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(init.json)
    }
    const response = await this.app.request(`/api${path}`, { method: init.method ?? 'GET', headers, body })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: parsed,
      as: (schema) => schema.parse(parsed),
    }
  }

  /** Uploads `bytes` as the form's `file` field, named `name` and of the type the sender says. */
  upload(token: string | null, file: { bytes: Uint8Array; name?: string; type?: string }): Promise<TestAnswer> {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name ?? 'picture')
    return this.request('/uploads', { method: 'POST', token, body: form })
  }

  /** GET (or HEAD) of a path outside /api, such as an uploaded picture's /uploads/<name>. */
  fetchPath(path: string, method = 'GET'): Promise<Response> {
    return Promise.resolve(this.app.request(path, { method }))
  }

  /** Logs a demo user in and returns the access token. */
  async login(who: DemoUser): Promise<string> {
    const login = demoLogins.find((l) => l.key === who)
    if (!login) throw new Error(`no demo user ${who}`)
    const answer = await this.request('/auth/login', {
      method: 'POST',
      json: { email: login.email, password: login.password },
    })
    if (answer.status !== 200) throw new Error(`login as ${who}: ${answer.status} ${answer.text}`)
    return answer.as(accessTokenSchema).access_token
  }

  userId(username: string): Promise<string> {
    return userIdOf(this.db, username)
  }

  realmId(slug: string): Promise<string> {
    return realmIdOf(this.db, slug)
  }

  boardId(slug: string): Promise<string> {
    return boardIdOf(this.db, slug)
  }

  /** Threads of a board, newest activity first, with their starter's id and author. */
  threadsOn(boardSlug: string) {
    return threadsOnBoard(this.db, boardSlug)
  }

  /** A thread on the board whose starter `author` wrote (or, with `not`, someone else wrote). */
  async threadBy(boardSlug: string, author: string, options: { not?: boolean } = {}) {
    const found = (await this.threadsOn(boardSlug)).find((t) => (t.starterAuthor === author) !== (options.not ?? false))
    if (!found) throw new Error(`no thread on ${boardSlug} ${options.not ? 'not ' : ''}by ${author}`)
    return found
  }

  /** The thread with the most contributions: the seed's big thread. */
  bigThread() {
    return biggestThread(this.db)
  }
}

/**
 * A server on this test file's own copy of the seeded database, made before the file's
 * tests and closed after them. Fields are filled in by `beforeAll`.
 */
export function useTestServer(
  config: Partial<Config> | (() => Partial<Config>) = {},
  logger?: Logger,
  options: Pick<AppOptions, 'mail'> = {},
): TestServer {
  const holder = {} as { server: TestServer; dispose: () => Promise<void> }
  beforeAll(async () => {
    const { database, dispose } = await openSeededCopy(logger)
    // A function: the configuration of something a hook before this one started (a mail server's port).
    const own = typeof config === 'function' ? config() : config
    holder.server = new TestServer(database, { ...testConfig, ...own }, undefined, options)
    holder.dispose = dispose
  })
  afterAll(async () => {
    await holder.server?.events.stop()
    await holder.server?.outbox.stop()
    holder.server?.uploads.stop()
    await holder.dispose?.()
    await rm(testConfig.uploads.folder, { recursive: true, force: true })
  })
  return new Proxy({} as TestServer, {
    get(_target, property) {
      const value = Reflect.get(holder.server, property)
      return typeof value === 'function' ? value.bind(holder.server) : value
    },
  })
}
