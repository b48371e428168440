import { apiToken, boardId, boardThreads, expect, readThread, replyTo, startThread, test } from './fixtures'

// Issue 25 (part): the header's search box and the results page. The words are a reply of the
// test's own, so that no other spec's posts can rank above it.

test('a phrase typed after "/" and Enter lists its post first with the phrase marked; the result opens the thread at it', async ({
  page,
  request,
  expectAccessible,
}) => {
  const bo = await apiToken(request, 'bo')
  const thread = (await boardThreads(request, 'tea-room'))[1]
  if (!thread) throw new Error('no thread in the Tea Room')
  const { starter } = await readThread(request, thread.id)
  const reply = await replyTo(request, bo, starter.id, [{ insert: 'A saffron moonbeam infusion, steeped under the stars.\n' }])

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('/')
  const box = page.getByRole('searchbox', { name: 'Search this realm' })
  await expect(box).toBeFocused()
  await page.keyboard.type('"saffron moonbeam"')
  await page.keyboard.press('Enter')
  const results = page.getByRole('list', { name: 'Results for "saffron moonbeam"' })
  const first = results.getByRole('link').first()
  await expect(first).toContainText('saffron moonbeam infusion, steeped under the stars')
  await expect(first.locator('mark')).toHaveText(['saffron', 'moonbeam'])
  for (const width of [1280, 360]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ colorScheme })
      await expectAccessible()
      await page.screenshot({ path: `test-results/screens/search-${width}-${colorScheme}.png` })
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: 'light' })

  // By keyboard: Tab from the box (past the header's controls) reaches the first result; Enter opens it.
  await box.focus()
  for (let presses = 0; presses < 30 && !(await first.evaluate((link) => link === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab')
  }
  await expect(first).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/threads/${thread.id}\\?post=${reply.id}`))
  await expect(page.getByText('A saffron moonbeam infusion, steeped under the stars.')).toBeInViewport()
})

test('#tag finds a thread by its tag; an empty search says what to try', async ({ page, request }) => {
  const board = await boardId(request, 'kettle-corner')
  await startThread(request, await apiToken(request, 'bo'), board, [{ insert: 'Brass kettles, polished\n' }])
  const tagged = await request.post(`/api/boards/${board}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, 'bo')}` },
    data: {
      content: JSON.stringify([{ insert: 'Copper kettles and their care\n' }]),
      whisper_tags: [],
      index_tags: ['Verdigris'],
      category_tags: [],
      content_warnings: [],
    },
  })
  expect(tagged.status()).toBe(200)
  await page.goto('/search?q=%23verdigris')
  await expect(page.getByRole('list', { name: 'Results for #verdigris' }).getByRole('link')).toHaveCount(1)
  await expect(page.getByRole('list', { name: 'Results for #verdigris' })).toContainText('Copper kettles and their care')
  await page.goto('/search?q=zzqxnotaword')
  await expect(page.getByText('Nothing found for “zzqxnotaword”.')).toBeVisible()
})

test("a members-only board's words are found by a member, not by a visitor", async ({ page, request, logIn }) => {
  const bo = await apiToken(request, 'bo')
  const secret = (await boardThreads(request, 'back-room', bo))[0]
  if (!secret) throw new Error('no thread in the Back Room')
  const { starter } = await readThread(request, secret.id, bo)
  await replyTo(request, bo, starter.id, [{ insert: 'The gooseberry conspiracy meets at nine.\n' }])
  await page.goto('/search?q=gooseberry+conspiracy')
  await expect(page.getByText('Nothing found for “gooseberry conspiracy”.')).toBeVisible()
  await logIn('bo')
  await page.goto('/search?q=gooseberry+conspiracy')
  await expect(page.getByRole('list', { name: 'Results for gooseberry conspiracy' })).toContainText('gooseberry conspiracy meets at nine')
})
