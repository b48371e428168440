import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { accessTokenSchema } from '../src/api/schemas/auth'
import { inviteStatusSchema } from '../src/api/schemas/invite'
import { realmSchema } from '../src/api/schemas/realm'
import { replyResponseSchema } from '../src/api/schemas/reply'
import { threadSchema } from '../src/api/schemas/thread'
import { feedPageSchema } from '../src/api/schemas/feed'
import { onServer, postgresUrl, testDatabaseKind } from './test/databases'
import { replyBody } from './test/replies'

/** `npm start` as a real process: server/main.ts under tsx's loader, on a port of its own choosing. */
class RunningServer {
  output = ''
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static start(env: Record<string, string>): Promise<RunningServer> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return new Promise((resolve, reject) => {
      let output = ''
      const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000)
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        const match = /listening on (http:\/\/\S+)/.exec(output)
        if (match?.[1] && /Invite link|Storage/.test(output)) {
          clearTimeout(timer)
          const server = new RunningServer(child, match[1])
          child.stdout?.on('data', (more: Buffer) => (server.output += more.toString()))
          // The banner's last line may still be on its way.
          setTimeout(() => {
            server.output = output
            resolve(server)
          }, 300)
        }
      }
      child.stdout?.on('data', read)
      child.stderr?.on('data', read)
      child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)))
    })
  }

  api(path: string, init: RequestInit = {}) {
    return fetch(`${this.url}/api${path}`, init)
  }

  stop(): Promise<number | null> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve(this.child.exitCode)
    return new Promise((resolve) => {
      this.child.on('exit', (code) => resolve(code))
      this.child.kill('SIGTERM')
    })
  }
}

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Environment for a fresh, empty database of the kind under test. */
async function freshDatabaseEnv(): Promise<Record<string, string>> {
  if (testDatabaseKind() === 'postgres') {
    const name = `teahouse_main_${randomBytes(6).toString('hex')}`
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`)
    cleanups.push(() => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    return { DATABASE_URL: postgresUrl(name) }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'teahouse-restart-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  return { DATA_DIR: dataDir }
}

describe('server/main.ts', () => {
  it('seeds on first start, prints the logins and an invite, and keeps a reply across a restart', async () => {
    const env = await freshDatabaseEnv()
    const first = await RunningServer.start(env)
    cleanups.push(() => first.stop())
    expect((await first.api('/health')).status).toBe(200)
    expect(first.output).toContain('demo data seeded')
    expect(first.output).toContain('ada@example.com / ada-password-1')
    const invite = /Invite link[^:]*: (\S+)/.exec(first.output)?.[1]
    expect(invite).toBeDefined()
    const [, realmId, nonce] = new URL(invite ?? '').pathname.match(/^\/invites\/([^/]+)\/([^/]+)$/) ?? []
    const inviteStatus = inviteStatusSchema.parse(await (await first.api(`/realms/${realmId}/invites/${nonce}`)).json())
    expect(inviteStatus.invite_status).toBe('pending')

    const realm = realmSchema.parse(await (await first.api('/realms/slug/demo')).json())
    const board = realm.boards.find((b) => b.slug === 'tea-room')
    const feed = feedPageSchema.parse(await (await first.api(`/feeds/boards/${board?.id}`)).json())
    const thread = feed.activity.at(-1)
    if (!thread) throw new Error('empty feed')
    const login = await first.api('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bo@example.com', password: 'bo-password-1' }),
    })
    const { access_token } = accessTokenSchema.parse(await login.json())
    const replied = await first.api(`/posts/${thread.starter.id}/contributions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
      body: JSON.stringify(replyBody('Still here after a restart?')),
    })
    expect(replied.status).toBe(200)
    const { contribution } = replyResponseSchema.parse(await replied.json())
    expect(await first.stop()).toBe(0)

    const second = await RunningServer.start(env)
    cleanups.push(() => second.stop())
    expect(second.output).not.toContain('demo data seeded')
    const reread = threadSchema.parse(await (await second.api(`/threads/${thread.id}`)).json())
    expect(reread.posts.map((post) => post.id)).toContain(contribution.id)
    // The access token survived too: it lives in the database, not in memory.
    const me = await second.api('/users/@me', { headers: { Authorization: `Bearer ${access_token}` } })
    expect(me.status).toBe(200)
  })

  it('serves pages with security headers and falls back to the app for its routes', async () => {
    const server = await RunningServer.start({ ...(await freshDatabaseEnv()), SEED: 'none' })
    cleanups.push(() => server.stop())
    const page = await fetch(`${server.url}/invites/some-realm/some-nonce`)
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
    const csp = page.headers.get('Content-Security-Policy') ?? ''
    for (const directive of ["script-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive)
    }
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer')
    const avatar = await fetch(`${server.url}/avatars/oolong-oracle.svg`)
    expect(avatar.status).toBe(200)
    expect(avatar.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    const unknownApi = await server.api('/no-such-route')
    expect([unknownApi.status, await unknownApi.json()]).toEqual([404, { message: 'No route for GET /api/no-such-route.' }])
  })
})
