import { createDatabase, dropDatabase } from '../server/db/test-queries/postgres-admin.mjs'
import { spawnServer, type SpawnedServer } from '../scripts/lib/spawn-server.mjs'
import { apiToken, boardThreads, expect, fillLogin, openFollowing, readThread, replyTo, test, userMenuButton } from './fixtures'

// Issue 23: several processes on one PostgreSQL is the scale path. A reply posted through one
// process reaches a browser whose stream is held by the other. Runs in the `postgres` project,
// which playwright.config.ts has when TEST_DATABASE_URL names a cluster (as CI's does).
const cluster = process.env.TEST_DATABASE_URL ?? ''
const database = 'teahouse_e2e_live'
const base = Number(process.env.E2E_PORT ?? 3100)
const servers: SpawnedServer[] = []

test.beforeAll(async () => {
  await createDatabase(cluster, database, { replace: true })
  const url = new URL(cluster)
  url.pathname = `/${database}`
  const env = { DATABASE_URL: url.href, SEED: 'demo' }
  // One after the other: the first migrates and seeds, the second finds it done.
  servers.push(await spawnServer({ port: base + 5, env }))
  servers.push(await spawnServer({ port: base + 6, env }))
})
test.afterAll(async () => {
  for (const server of servers) await server.stop()
  await dropDatabase(cluster, database)
})
// The browser talks to the second process; the reply goes through the first.
test.use({ baseURL: `http://127.0.0.1:${base + 6}` })

test("a reply posted through one process comes as a pill to ada's browser, whose stream the other holds", async ({ page, playwright }) => {
  const first = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${base + 5}` })
  const thread = (await boardThreads(first, 'kettle-corner'))[0]
  if (!thread) throw new Error('no thread in Kettle Corner')

  await page.goto('/login')
  await fillLogin(page, 'ada')
  await expect(userMenuButton(page, 'ada')).toBeVisible()
  await openFollowing(page, `/threads/${thread.id}`, thread.id)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const { starter } = await readThread(first, thread.id)
  await replyTo(first, await apiToken(first, 'bo'), starter.id, [{ insert: 'Bo, by way of the other process.\n' }])
  const pill = page.getByRole('button', { name: 'Show 1 new reply' })
  await expect(pill).toBeVisible({ timeout: 2000 })
  await pill.click()
  await expect(page.getByText('Bo, by way of the other process.')).toBeInViewport()
  await first.dispose()
})
