import { startS3Server, type S3Server } from '../scripts/lib/s3-server.mjs'
import { spawnServer, type SpawnedServer } from '../scripts/lib/spawn-server.mjs'
import { createDatabase, dropDatabase } from '../server/db/test-queries/postgres-admin.mjs'
import { phonePhoto } from '../server/test/pictures'
import { apiToken, boardId, expect, openReply, startThread, test } from './fixtures'

// Issue 24: the upload flow where a community outgrows one process: two server processes on one
// PostgreSQL and one S3 bucket (an S3-compatible server started here). A picture uploaded in a
// reply through one process is shown by the other. Runs in the `postgres` project
// (playwright.config.ts), when TEST_DATABASE_URL names a cluster (as CI's does).
const cluster = process.env.TEST_DATABASE_URL ?? ''
const database = 'teahouse_e2e_uploads'
const base = Number(process.env.E2E_PORT ?? 3100)
const servers: SpawnedServer[] = []
let s3: S3Server | undefined

test.beforeAll(async () => {
  s3 = await startS3Server()
  await createDatabase(cluster, database, { replace: true })
  const url = new URL(cluster)
  url.pathname = `/${database}`
  const env = { DATABASE_URL: url.href, SEED: 'demo', ...s3.env }
  servers.push(await spawnServer({ port: base + 7, env }))
  servers.push(await spawnServer({ port: base + 8, env }))
})
test.afterAll(async () => {
  for (const server of servers) await server.stop()
  await dropDatabase(cluster, database)
  await s3?.stop()
})
// The browser writes through the first process and reads through the second.
test.use({ baseURL: `http://127.0.0.1:${base + 7}` })

test('a picture uploaded in a reply through one process is shown, from the bucket, by the other', async ({ page, request, logIn }) => {
  const board = await boardId(request, 'kettle-corner')
  const thread = await startThread(request, await apiToken(request, 'bo'), board, [{ insert: 'One bucket, two servers\n' }])
  await logIn('bo')
  await page.goto(`/threads/${thread.id}`)
  await openReply(page)
  await page.keyboard.type('Sent through the first process.')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Add image' }).click()
  await (await chooser).setFiles({ name: 'bucket.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(1200, 900) })
  await page.getByLabel('Description of picture 1').fill('A pail of tea leaves')
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page.locator('img[alt="A pail of tea leaves"]')).toBeVisible()

  // The other process: its own page, its own /uploads, the same object from the bucket.
  const other = await page.context().newPage()
  await other.goto(`http://127.0.0.1:${base + 8}/threads/${thread.id}`)
  const shown = other.locator('img[alt="A pail of tea leaves"]')
  await expect(shown).toBeVisible()
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  // The address as the browser resolved it (the page holds it root-relative).
  const src = await shown.evaluate((image: HTMLImageElement) => image.src)
  expect(src).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${base + 8}/uploads/[0-9a-f]{64}\\.jpg$`))
  const served = await request.get(src)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
})
