import { rmSync } from 'node:fs'
import { spawnServer } from '../scripts/lib/spawn-server.mjs'
import { expect, test } from './fixtures'

// Issue 20 §3: an outage never leaves the app. This test stops and starts a server of its own
// (the shared ones must stay up for the other specs), on its own port and storage.
const port = Number(process.env.E2E_PORT ?? 3100) + 3
const dataDir = '.tmp/e2e/outage'
const start = () => spawnServer({ port, env: { DATA_DIR: dataDir, SEED: 'demo' } })

test('with the server stopped, a navigation stays in the app, says so, and finishes once the server is back', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(120_000)
  rmSync(dataDir, { recursive: true, force: true })
  let server = await start()
  try {
    await page.goto(`${server.url}/`)
    const boards = page.getByRole('navigation', { name: 'Boards' })
    await boards.getByRole('link', { name: 'The Tea Room' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'The Tea Room' })).toBeVisible()
    // Marks this document: a reload of the page would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    expect(await server.stop()).toBe(0)
    await boards.getByRole('link', { name: 'Kettle Corner' }).click()
    await expect(page.getByRole('alert').filter({ hasText: "Can't reach Teahouse — retrying." })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
    // The page before stays on screen, readable, and the app does not reload itself away.
    await expect(page.getByRole('heading', { level: 1, name: 'The Tea Room' })).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.waitForTimeout(5_000)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await expectAccessible()

    // Back on the same storage: the navigation finishes by itself.
    server = await start()
    await expect(page.getByRole('heading', { level: 1, name: 'Kettle Corner' })).toBeVisible({ timeout: 40_000 })
    await expect(page.getByText("Can't reach Teahouse — retrying.")).toHaveCount(0)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

    // A page whose code has not been loaded yet: its chunk cannot come either, and still the
    // app waits rather than reloading itself away (only a new build's missing chunk may).
    expect(await server.stop()).toBe(0)
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
    await expect(page.getByRole('alert').filter({ hasText: "Can't reach Teahouse — retrying." })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Kettle Corner' })).toBeVisible()
    server = await start()
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({ timeout: 20_000 })
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  } finally {
    await server.stop()
  }
})
