// Helpers the browser benchmarks share: build the app, start the reference server on a spare
// port with a fresh database, and find Chromium.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { spawnServer } from '../../scripts/lib/spawn-server.mjs'
import { printReport } from '../report.mjs'
import { demoBoard, json } from './demo-api.mjs'

export { sparePort } from '../../scripts/lib/spawn-server.mjs'

/** Debian's Chromium unless CHROMIUM_PATH says otherwise (no browser downloads here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage']

/** Always build, so a figure matches the sources rather than a stale dist/. */
export function buildApp() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/**
 * `npm start`'s server on a fresh DATA_DIR (PGlite), once /api/health answers: the first start
 * migrates and seeds the demo data, a few seconds. Pass DATABASE_URL in `env` for PostgreSQL.
 */
export async function startServer({ dataDir, env = {} }) {
  rmSync(dataDir, { recursive: true, force: true })
  const server = await spawnServer({ env: { DATA_DIR: dataDir, ...env }, showErrors: true })
  return { url: server.url, pid: server.pid, stop: server.stop }
}

/**
 * A part run on its own (`npm run bench:js`, say): builds the app, starts the reference server
 * on a fresh `dataDir` and hands it to `measure`, which answers its report (bench/report.mjs).
 * The report is printed; a target missed, or an error, makes the exit code 1.
 */
export async function runAlone({ dataDir, env = {} }, measure) {
  buildApp()
  let server
  try {
    server = await startServer({ dataDir, env })
    printReport(await measure(server))
  } catch (error) {
    console.error(error)
    process.exitCode = 1
  } finally {
    await server?.stop()
  }
}

/** The demo seed's big thread: the Tea Room thread with the most contributions. */
export async function bigThreadId(url) {
  const { feedPath } = await demoBoard(url)
  const feed = await json(await fetch(`${url}${feedPath}`))
  return feed.activity.reduce((big, thread) => (thread.total_posts_amount > big.total_posts_amount ? thread : big)).id
}
