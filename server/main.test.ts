import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { spawnServer } from '../scripts/lib/spawn-server.mjs'
import { accessTokenSchema } from '../src/contract/schemas/auth'
import { inviteStatusSchema } from '../src/contract/schemas/invite'
import { realmSchema } from '../src/contract/schemas/realm'
import { replyResponseSchema } from '../src/contract/schemas/reply'
import { searchPageSchema } from '../src/contract/schemas/search'
import { threadSchema } from '../src/contract/schemas/thread'
import { feedPageSchema } from '../src/contract/schemas/feed'
import { appliedMigrationCount, createDatabase, dropDatabase, postgresUrl, testDatabaseKind } from './db/test-queries/databases'
import { replyBody } from './test/replies'

/** `npm start` as a real process, once it answers /api/health and has printed its banner. */
async function startServer(env: Record<string, string>) {
  const server = await spawnServer({ env })
  cleanups.push(() => server.stop())
  await server.waitForOutput(/Storage: .*\n/) // the banner is written at once
  return { ...server, api: (path: string, init: RequestInit = {}) => fetch(`${server.url}/api${path}`, init) }
}

const migrationFiles = readdirSync(new URL('./db/migrations', import.meta.url)).filter((file) => file.endsWith('.sql'))

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** Environment for a fresh, empty database of the kind under test. */
async function freshDatabaseEnv(): Promise<Record<string, string>> {
  if (testDatabaseKind() === 'postgres') {
    const name = `teahouse_main_${randomBytes(6).toString('hex')}`
    await createDatabase(name, { replace: true })
    cleanups.push(() => dropDatabase(name))
    return { DATABASE_URL: postgresUrl(name) }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'teahouse-restart-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  return { DATA_DIR: dataDir }
}

describe('server/main.ts', () => {
  it('seeds on first start, prints the logins and an invite, and keeps a reply across a restart', async () => {
    const env = await freshDatabaseEnv()
    const first = await startServer(env)
    expect((await first.api('/health')).status).toBe(200)
    expect(first.output()).toContain('demo data seeded')
    expect(first.output()).toContain('ada@example.com / ada-password-1')
    expect(first.output()).toContain('Mail: written to the log; set SMTP_URL to send')
    if (testDatabaseKind() === 'pglite') {
      // Two processes on one PGlite directory would corrupt it: the second one refuses.
      await expect(startServer(env)).rejects.toThrow(/is in use by process \d+/)
    }
    const invite = /Invite link[^:]*: (\S+)/.exec(first.output())?.[1]
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
    // A live stream open as the server stops ends, and its idle connection does not hold the
    // exit; nor does the spare connection a client opens after it gave up another stream.
    const abandoned = new AbortController()
    await first.api('/events', { signal: abandoned.signal })
    abandoned.abort()
    const stream = await first.api(`/events?thread=${thread.id}`)
    const reader = stream.body?.getReader()
    expect(new TextDecoder().decode((await reader?.read())?.value)).toContain(': connected')
    expect(await first.stop()).toBe(0)
    expect((await reader?.read())?.done).toBe(true)
    expect(first.output()).toContain('SIGTERM: closing')
    expect(first.output()).not.toContain('Connections still open')

    // Started again in another search language, it builds every search document again.
    // With a mail server but no PUBLIC_URL, it says where mail links would point.
    const second = await startServer({ ...env, SEARCH_LANGUAGE: 'french', SMTP_URL: 'smtp://127.0.0.1:9' })
    expect(second.output()).not.toContain('demo data seeded')
    expect(second.output()).toMatch(/Mail: sent through 127\.0\.0\.1:9\nMail links point at http:\/\/localhost:\d+: set PUBLIC_URL/)
    expect(second.output()).toMatch(/Search language is now french: \d+ search documents rebuilt/)
    const found = await second.api(`/search?${new URLSearchParams({ realm: realm.id, q: '"still here after a restart"' })}`)
    expect(searchPageSchema.parse(await found.json()).results.map((result) => result.post_id)).toContain(contribution.id)
    const reread = threadSchema.parse(await (await second.api(`/threads/${thread.id}`)).json())
    expect(reread.posts.map((post) => post.id)).toContain(contribution.id)
    // The access token survived too: it lives in the database, not in memory.
    const me = await second.api('/users/@me', { headers: { Authorization: `Bearer ${access_token}` } })
    expect(me.status).toBe(200)
    // Three processes start, the first on an empty database it migrates and seeds: about 10 s
    // alone, up to 30 s beside the rest of the suite on two cores.
  }, 60_000)

  // Several processes on one PostgreSQL: each keeps caches of its own, checked against the
  // database on every read (server/cache/coherence.test.ts tries every write in one process).
  if (testDatabaseKind() === 'postgres') {
    it('starts two processes at once on an empty PostgreSQL: one migrates and seeds, both serve, the login limit counts both', async () => {
      const env: Record<string, string> = { ...(await freshDatabaseEnv()), RATE_LIMIT_PER_MINUTE: '10' }
      const servers = await Promise.all([startServer(env), startServer(env)])
      for (const server of servers) expect((await server.api('/health')).status).toBe(200)
      expect(servers.filter((server) => server.output().includes('demo data seeded'))).toHaveLength(1)
      const name = new URL(env.DATABASE_URL ?? '').pathname.slice(1)
      expect(await appliedMigrationCount(name)).toBe(migrationFiles.length)
      for (const server of servers) expect((await server.api('/realms/slug/demo')).status).toBe(200)

      // Ten logins a minute per address (design): counted in PostgreSQL, not once per process.
      const statuses: number[] = []
      for (const server of [...servers, ...servers, ...servers, ...servers, ...servers, servers[0]]) {
        const login = await server.api('/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'bo@example.com', password: 'bo-password-1' }),
        })
        statuses.push(login.status)
      }
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429])
    })

    it('shows what one process wrote at once from another process on the same PostgreSQL', async () => {
      const env = await freshDatabaseEnv()
      const first = await startServer(env)
      const second = await startServer(env)
      const realm = realmSchema.parse(await (await first.api('/realms/slug/demo')).json())
      const board = realm.boards.find((b) => b.slug === 'tea-room')
      const feedPath = `/feeds/boards/${board?.id}`
      const login = await first.api('/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'bo@example.com', password: 'bo-password-1' }),
      })
      const { access_token } = accessTokenSchema.parse(await login.json())
      const asBo = { Authorization: `Bearer ${access_token}` }
      const readFeed = async (server: typeof first, path = feedPath) =>
        feedPageSchema.parse(await (await server.api(path, { headers: asBo })).json())
      const readThread = async (server: typeof first, id: string) =>
        threadSchema.parse(await (await server.api(`/threads/${id}`, { headers: asBo })).json())
      const target = (await readFeed(first)).activity.at(-1)
      if (!target) throw new Error('empty feed')
      for (const server of [first, second]) {
        await readFeed(server)
        await readThread(server, target.id)
      }

      const replied = await first.api(`/posts/${target.starter.id}/contributions`, {
        method: 'POST',
        headers: { ...asBo, 'Content-Type': 'application/json' },
        body: JSON.stringify(replyBody('Written by one process, read by another.')),
      })
      expect(replied.status).toBe(200)
      expect((await readThread(second, target.id)).total_posts_amount).toBe(target.total_posts_amount + 1)
      expect((await readFeed(second)).activity[0]?.id).toBe(target.id)

      expect((await second.api(`/threads/${target.id}/stars`, { method: 'POST', headers: asBo })).status).toBe(204)
      expect((await first.api(`/threads/${target.id}/mute`, { method: 'POST', headers: asBo })).status).toBe(204)
      for (const server of [first, second]) {
        expect((await readFeed(server, '/feeds/users/@me/stars')).activity[0]?.id).toBe(target.id)
        expect((await readFeed(server)).activity[0]).toMatchObject({ id: target.id, muted: true, starred: true })
        expect(await readThread(server, target.id)).toMatchObject({ muted: true, starred: true })
      }
    })
  }

  it('serves pages with security headers and falls back to the app for its routes', async () => {
    const server = await startServer({ ...(await freshDatabaseEnv()), SEED: 'none' })
    const page = await fetch(`${server.url}/settings`)
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
    // A page the server draws says what is wrong with its address, as HTML.
    if (!existsSync('dist-server/entry-server.js')) throw new Error("the app's server build is missing: run npm run build first")
    const badInvite = await fetch(`${server.url}/invites/some-realm/some-nonce`)
    expect(badInvite.status).toBe(400)
    expect(badInvite.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(badInvite.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
    const csp = page.headers.get('Content-Security-Policy') ?? ''
    for (const directive of ["script-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive)
    }
    // Exactly the video players' hosts may be framed (src/lib/delta/providers.ts, decision 031).
    expect(
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('frame-src')),
    ).toBe('frame-src https://www.youtube-nocookie.com https://player.vimeo.com')
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer')
    const avatar = await fetch(`${server.url}/avatars/oolong-oracle.svg`)
    expect(avatar.status).toBe(200)
    expect(avatar.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    const unknownApi = await server.api('/no-such-route')
    expect([unknownApi.status, await unknownApi.json()]).toEqual([404, { message: 'No route for GET /api/no-such-route.' }])
  })
})
