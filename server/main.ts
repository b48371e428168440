import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { readConfig } from './config'
import { listen } from './http/listen'
import { lockDataDir } from './db/data-dir-lock'
import { openDatabase } from './db/open'
import { createInvite } from './db/queries/invites'
import { findRealmIdBySlug } from './db/queries/realms'
import { prepareDatabase } from './db/seed/prepare'
import { demoLogins } from './db/seed/users'
import { loadPageRenderer } from './pages/page-renderer'
import { loadPageTemplate } from './pages/page-template'
import { renderedPages } from './pages/pages'
import { createSite } from './site'

/** How long a stopping server waits for its open connections to end. */
const STOP_WAIT_MS = 5000

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * PGlite runs one query at a time. Up to this many requests at work share their queries
 * (cache/single-flight.ts); more wait their turn in order (http/request-queue.ts), so that
 * none waits behind a crowd that keeps growing.
 */
const PGLITE_REQUESTS_AT_ONCE = 16

// Expired sessions, tokens and rate-limit minutes are deleted this often (and once at start); digests are looked for as often.
const SWEEP_EVERY_MS = 10 * 60 * 1000

/**
 * The public pages drawn on the server, when the app's server build is there (npm run build).
 * React and the router run their production builds unless told otherwise: the development
 * ones check more and draw a page several times slower.
 */
async function pagesOf(api: Parameters<typeof renderedPages>[0]['api'], config: ReturnType<typeof readConfig>, now: () => Date) {
  process.env.NODE_ENV ??= 'production'
  const renderer = await loadPageRenderer(root)
  const built = await loadPageTemplate(join(root, 'dist'))
  if (!renderer || !built) return undefined
  const serve = renderedPages({ renderer, template: built.template, api, address: config, now, build: built.build })
  return { serve, scriptSource: built.template.scriptSource }
}

async function main() {
  const config = readConfig()
  // PGlite's directory is this process's alone (db/data-dir-lock.ts).
  const releaseDataDir = config.databaseUrl ? async () => {} : await lockDataDir(config.dataDir)
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  )
  const now = () => new Date()
  const { seeded } = await prepareDatabase(database, { seed: config.seed, now: now(), searchLanguage: config.searchLanguage })
  const { app, sweepExpired, events, uploads, outbox, digests } = createApp(
    { database, config, now },
    { requestQueue: database.kind === 'pglite' ? PGLITE_REQUESTS_AT_ONCE : null },
  )
  const sweep = () => sweepExpired().catch((error: unknown) => console.error('Sweeping expired sessions failed:', error))
  void sweep()
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS)
  sweeper.unref()
  // Daily digests are taken as they fall due (each reader's a day after their last), looked for this often.
  const takeDigests = () => digests.run().catch((error: unknown) => console.error('Taking daily digests failed:', error))
  void takeDigests()
  setInterval(takeDigests, SWEEP_EVERY_MS).unref()
  const site = createSite(app, root, await pagesOf(app, config, now))

  const { server, port, answered } = await listen(site.fetch, { port: config.port, hostname: config.host })
  const url = config.publicUrl ?? `http://localhost:${port}`
  const storage = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  const lines = [
    `Teahouse is listening on ${url}`,
    `Storage: ${storage}${seeded ? ', demo data seeded' : ''}`,
    `Mail: ${outbox.description}`,
  ]
  // Links in mails start with PUBLIC_URL: without it they name localhost, which no reader can open.
  if (config.mail.smtpUrl && !config.publicUrl) lines.push(`Mail links point at ${url}: set PUBLIC_URL to the address people reach.`)
  const demoId = await findRealmIdBySlug(database.db, 'demo')
  if (demoId) {
    lines.push('Demo logins:', ...demoLogins.map((login) => `  ${login.email} / ${login.password}  (${login.note})`))
    const nonce = await createInvite(database.db, { realmId: demoId, createdBy: null, now: now() })
    lines.push(`Invite link (single use, 7 days): ${url}/invites/${demoId}/${nonce}`)
  }
  console.log(lines.join('\n'))
  // Mail a stopped process left, and retries, are looked for from now on.
  outbox.start()

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
    // Open event streams end now (their readers reconnect, to this server or another), and the
    // hub stops listening before the database closes under it.
    const eventsStopped = Promise.all([events.stop(), outbox.stop()]).catch((error: unknown) =>
      console.error('Stopping live events or mail failed:', error),
    )
    uploads.stop()
    // The database closes once every connection has ended and every handler has finished: one
    // whose client hung up still runs, and would fail on a closed pool.
    server.close(() => void eventsStopped.then(answered).then(closeDatabase))
    // close() ends only the connections idle at that moment. Once the streams have ended and
    // no answer is under way, those left (kept for a next request, or opened ahead of one)
    // would only hold the exit for the fallback's 5 s.
    void eventsStopped.then(answered).then(() => server.closeAllConnections())
    // A request still under way must not hold the database open for long.
    setTimeout(() => {
      console.log(`Connections still open after ${STOP_WAIT_MS / 1000} s: closing anyway`)
      closeDatabase()
    }, STOP_WAIT_MS).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
