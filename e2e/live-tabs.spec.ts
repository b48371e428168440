import { cpSync, rmSync } from 'node:fs'
import { spawnServer, type SpawnedServer } from '../scripts/lib/spawn-server.mjs'
import { healthSchema } from '../src/contract/schemas/health'
import type { APIRequestContext, Page } from '@playwright/test'
import { apiToken, boardThreads, expect, fillLogin, readThread, replyTo, test, userMenuButton } from './fixtures'

// Issue 23 §9: one event stream per browser, not per tab. A browser opens at most six HTTP/1.1
// connections to a host; eight tabs with a stream each would leave none for their pages. The
// streams are counted by the server (GET /health), so this test runs a server of its own that
// no other test's browser talks to, on its own port and storage.
const port = Number(process.env.E2E_PORT ?? 3100) + 4
const dataDir = '.tmp/e2e/live-tabs'
let server: SpawnedServer

test.beforeAll(async () => {
  // A copy of the run's seeded storage (playwright.config.ts): seeding afresh takes seconds.
  rmSync(dataDir, { recursive: true, force: true })
  cpSync(process.env.E2E_SEEDED_TEMPLATE ?? '', dataDir, { recursive: true })
  server = await spawnServer({ port, env: { DATA_DIR: dataDir, SEED: 'demo' } })
})
test.afterAll(async () => {
  await server.stop()
})
test.use({ baseURL: `http://127.0.0.1:${port}` })

async function openStreams(request: APIRequestContext): Promise<number> {
  return healthSchema.parse(await (await request.get('/api/health')).json()).event_streams
}

/** Resolves once some tab's stream has been answered 200 following every one of `threadIds`. */
function streamFollowing(page: Page, threadIds: string[]) {
  return page.context().waitForEvent('response', {
    predicate: (response) => {
      const url = new URL(response.url())
      if (url.pathname !== '/api/events' || response.status() !== 200) return false
      const followed = url.searchParams.getAll('thread')
      return threadIds.every((id) => followed.includes(id))
    },
    // It waits while eight tabs load one after another: on a busy 2-core machine that alone
    // took longer than 15 s.
    timeout: 90_000,
  })
}

test('eight tabs on eight threads share one event stream, and every tab loads its pages and gets its pill', async ({ page, request }) => {
  test.setTimeout(120_000)
  const threads = (await Promise.all(['tea-room', 'kettle-corner', 'gallery'].map((slug) => boardThreads(request, slug))))
    .flat()
    .slice(0, 9)
  expect(threads).toHaveLength(9)
  const [spare, ...eight] = threads as [(typeof threads)[number], ...typeof threads]

  await page.goto('/login')
  await fillLogin(page, 'ada')
  await expect(userMenuButton(page, 'ada')).toBeVisible()
  const tabs = [page, ...(await Promise.all(Array.from({ length: 7 }, () => page.context().newPage())))]
  const followingAll = streamFollowing(
    page,
    eight.map((thread) => thread.id),
  )
  // One after another, each tab shows its thread: none waits for a connection another holds.
  for (const [index, tab] of tabs.entries()) {
    await tab.goto(`/threads/${eight[index]?.id}`)
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(tab.getByRole('article').first()).toBeVisible()
  }
  await followingAll
  await expect.poll(() => openStreams(request)).toBe(1)

  // A page opened now, with eight tabs open, loads as any other; and the page it left, shown
  // again by Back (from the back-forward cache, whose messages may come late), is followed.
  const last = tabs[7] as Page
  await last.goto(`/threads/${spare.id}`)
  await expect(last.getByRole('heading', { level: 1 })).toBeVisible()
  await last.goBack()
  await expect(last.getByRole('heading', { level: 1 })).toBeVisible()
  await last.waitForTimeout(500) // the late messages of the cached page land meanwhile

  // bo replies in all eight threads: each tab gets its own pill.
  const bo = await apiToken(request, 'bo')
  for (const thread of eight) {
    const { starter } = await readThread(request, thread.id)
    await replyTo(request, bo, starter.id, [{ insert: `Bo, in ${thread.id}.\n` }])
  }
  for (const tab of tabs) await expect(tab.getByRole('button', { name: 'Show 1 new reply' })).toBeVisible({ timeout: 5_000 })
  expect(await openStreams(request)).toBe(1)

  // The tab holding the stream closes: another takes it over, still one stream for them all.
  const others = eight.slice(1).map((thread) => thread.id)
  const takenOver = streamFollowing(tabs[1] as Page, others)
  await tabs[0]?.close()
  await takenOver
  await expect.poll(() => openStreams(request)).toBe(1)
  const { starter } = await readThread(request, others[0] as string)
  await replyTo(request, bo, starter.id, [{ insert: 'Bo, once more.\n' }])
  await expect((tabs[1] as Page).getByRole('button', { name: 'Show 2 new replies' })).toBeVisible({ timeout: 5_000 })
})
