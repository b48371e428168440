import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { createApp } from './app'
import { readConfig } from './config'
import { createInvite } from './db/queries/invites'
import { prepareDatabase } from './db/prepare'
import { lockDataDir } from './db/data-dir-lock'
import { openDatabase } from './db/open'
import { realms } from './db/schema'
import { sweepExpiredSessions } from './db/queries/sessions'
import { demoLogins } from './db/seed/users'
import { createCaches, type Deps } from './deps'
import { attemptCounterFor } from './lib/rate-limit'
import { createSite } from './site'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * PGlite runs one query at a time. Up to this many requests at work share their queries
 * (cache/shared-reads.ts); more wait their turn in order (cache/request-queue.ts), so that
 * none waits behind a crowd that keeps growing.
 */
const PGLITE_REQUESTS_AT_ONCE = 16

// Expired sessions, tokens and rate-limit minutes are deleted this often (and once at start).
const SWEEP_EVERY_MS = 10 * 60 * 1000

async function main() {
  const config = readConfig()
  // PGlite's directory is this process's alone (db/data-dir-lock.ts).
  const releaseDataDir = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir)
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  )
  const now = () => new Date()
  const { seeded } = await prepareDatabase(database, { seed: config.seed, now: now() })
  const deps: Deps = { db: database.db, config, now, caches: createCaches(database.db), attempts: attemptCounterFor(database) }
  const sweep = () =>
    Promise.all([sweepExpiredSessions(database.db, now()), deps.attempts.sweep(now())]).catch((error: unknown) =>
      console.error('Sweeping expired sessions failed:', error),
    )
  void sweep()
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS)
  sweeper.unref()
  const site = createSite(createApp(deps, { requestQueue: database.kind === 'pglite' ? PGLITE_REQUESTS_AT_ONCE : null }), root)

  const server = serve({ fetch: site.fetch, port: config.port, hostname: config.host }, async (info) => {
    const url = config.publicUrl ?? `http://localhost:${info.port}`
    const storage = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
    const lines = [`Teahouse is listening on ${url}`, `Storage: ${storage}${seeded ? ', demo data seeded' : ''}`]
    const [demo] = await database.db.select({ id: realms.id }).from(realms).where(eq(realms.slug, 'demo'))
    if (demo) {
      lines.push('Demo logins:', ...demoLogins.map((login) => `  ${login.email} / ${login.password}  (${login.note})`))
      const nonce = await createInvite(database.db, { realmId: demo.id, createdBy: null, now: now() })
      lines.push(`Invite link (single use, 7 days): ${url}/invites/${demo.id}/${nonce}`)
    }
    console.log(lines.join('\n'))
  })

  let closing: Promise<void> | null = null
  const closeDatabase = () => {
    closing ??= database
      .close()
      .then(releaseDataDir)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error)
          process.exit(1)
        },
      )
  }
  const stop = (signal: string) => {
    console.log(`${signal}: closing`)
    server.close(closeDatabase)
    // Open keep-alive connections must not hold the database open for long.
    setTimeout(closeDatabase, 5000).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
