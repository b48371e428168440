// Helpers the browser benchmarks share: build the app, start the reference server on a spare
// port with a fresh database, and find Chromium.
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'

/** Debian's Chromium unless CHROMIUM_PATH says otherwise (no browser downloads here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage']

/** Always build, so a figure matches the sources rather than a stale dist/. */
export function buildApp() {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

export function sparePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * `npm start`'s server (server/main.ts under tsx's loader) on a fresh DATA_DIR, once
 * /api/health answers: the first start migrates and seeds the demo data, a few seconds.
 */
export async function startServer({ dataDir, env = {} }) {
  rmSync(dataDir, { recursive: true, force: true })
  const port = await sparePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let tries = 0; !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false)); tries++) {
    if (tries > 240 || child.exitCode !== null) throw new Error('the server did not answer /api/health')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const stop = () =>
    child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => (child.on('exit', resolve), child.kill('SIGTERM')))
  return { url, stop }
}

/** The demo seed's big thread: the Tea Room thread with the most contributions. */
export async function bigThreadId(url) {
  const realm = await (await fetch(`${url}/api/realms/slug/demo`)).json()
  const board = realm.boards.find((b) => b.slug === 'tea-room')
  const feed = await (await fetch(`${url}/api/feeds/boards/${board.id}`)).json()
  return feed.activity.reduce((big, thread) => (thread.total_posts_amount > big.total_posts_amount ? thread : big)).id
}
