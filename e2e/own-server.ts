import { cpSync, rmSync } from 'node:fs'
import { spawnServer, type SpawnedServer } from '../scripts/lib/spawn-server.mjs'
import { test } from './fixtures'

/**
 * A server of the spec's own, on a copy of the run's seeded storage (playwright.config.ts: seeding
 * afresh takes seconds), started before its tests and stopped after: for a spec whose writes would
 * move what other specs, on the shared server at the same time, have chosen or count.
 * `offset` is its port above E2E_PORT; the spec's pages and requests go to it. Answers its URL.
 */
export function useOwnServer(name: string, offset: number, env: Record<string, string> | (() => Record<string, string>) = {}): string {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset
  const dataDir = `.tmp/e2e/${name}`
  let server: SpawnedServer
  test.beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true })
    cpSync(process.env.E2E_SEEDED_TEMPLATE ?? '', dataDir, { recursive: true })
    // A function: settings of something a hook before this one started (a mail server's port).
    server = await spawnServer({ port, env: { DATA_DIR: dataDir, SEED: 'demo', ...(typeof env === 'function' ? env() : env) } })
  })
  test.afterAll(async () => {
    await server.stop()
  })
  const url = `http://127.0.0.1:${port}`
  test.use({ baseURL: url })
  return url
}
