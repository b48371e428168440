import { apiToken, boardId, boardThreads, expect, fillLogin, readThread, test } from './fixtures'

test('a thread opened from a feed shows its starter before the thread has answered', async ({ page, request, expectAccessible }) => {
  const thread = (await boardThreads(request, 'tea-room')).find(
    (summary) => summary.total_posts_amount >= 4 && summary.total_posts_amount < 50,
  )
  if (!thread) throw new Error('no mid-sized thread in the Tea Room')
  // Hold the thread's answer until the test lets it go.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/api/threads/${thread.id}`, async (route) => {
    await held
    await route.continue()
  })

  await page.goto(`/boards/${thread.parent_board_id}`)
  const card = page.getByRole('article').filter({ has: page.locator(`a[href="/threads/${thread.id}"]`) })
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? ''
  await card.getByRole('heading', { level: 2 }).getByRole('link').click()

  // The starter, from the feed's copy, while the thread is still on its way.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('article', { name: new RegExp(`^${thread.starter.secret_identity.name},`) }).first()).toBeVisible()
  await expect(main.getByRole('status').filter({ hasText: 'Loading the replies…' })).toBeVisible()
  await expect(main.getByRole('article')).toHaveCount(1)

  release()
  await expect(main.getByRole('status').filter({ hasText: 'Loading the replies…' })).toHaveCount(0)
  expect(await main.getByRole('article').count()).toBeGreaterThan(1)
  await expectAccessible()
})

test('the layouts by the address and by the tabs; an unknown view reads as a thread', async ({ page, request, expectAccessible }) => {
  const thread = (await boardThreads(request, 'gallery')).find(
    (summary) => summary.default_view === 'gallery' && summary.direct_threads_amount > 2,
  )
  if (!thread) throw new Error('no gallery thread with replies')
  const layout = page.getByRole('tablist', { name: 'Layout' })

  await page.goto(`/threads/${thread.id}`)
  await expect(layout.getByRole('tab', { name: 'Gallery', selected: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Hide cover' })).toBeVisible()
  await expect(page.getByRole('tab', { name: /^All \(\d+\)$/ })).toBeVisible()
  await expectAccessible()

  await layout.getByRole('tab', { name: 'Thread' }).click()
  await expect(page).toHaveURL(`/threads/${thread.id}?view=thread`)
  await expect(layout.getByRole('tab', { name: 'Thread', selected: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Hide cover' })).toHaveCount(0)
  await expectAccessible()

  // The tabs work from the keyboard: arrows move, Enter picks.
  await layout.getByRole('tab', { name: 'Thread' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(layout.getByRole('tab', { name: 'Gallery' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/threads/${thread.id}?view=gallery`)

  await page.goto(`/threads/${thread.id}?view=timeline`)
  await expect(layout.getByRole('tab', { name: 'Timeline', selected: true })).toBeVisible()
  await page.goto(`/threads/${thread.id}?view=slideshow`)
  await expect(layout.getByRole('tab', { name: 'Thread', selected: true })).toBeVisible()

  // The cover folds away and comes back.
  await page.goto(`/threads/${thread.id}?view=gallery`)
  await page.getByRole('button', { name: 'Hide cover' }).click()
  await expect(page.getByRole('button', { name: 'Show cover' })).toHaveAttribute('aria-expanded', 'false')
  await page.getByRole('button', { name: 'Show cover' }).click()
  await expect(page.getByRole('button', { name: 'Hide cover' })).toBeVisible()

  // Both read well in dark mode.
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectAccessible()
  await layout.getByRole('tab', { name: 'Thread' }).click()
  await expect(page.getByRole('button', { name: 'Hide cover' })).toHaveCount(0)
  await expectAccessible()
})

test('?post= reaches a contribution near the end of the big thread and marks it', async ({ page, request, expectAccessible }) => {
  const big = (await boardThreads(request, 'tea-room')).reduce((a, b) => (a.total_posts_amount > b.total_posts_amount ? a : b))
  const thread = await readThread(request, big.id)
  expect(thread.posts.length).toBeGreaterThan(1000)
  const target = thread.posts.at(-3)
  if (!target) throw new Error('no posts')

  await page.goto(`/threads/${big.id}?post=${target.id}`)
  const article = page.getByRole('main').locator('article[data-current]')
  await expect(article).toBeFocused()
  await expect(article).toBeInViewport()
  await expect(article).toHaveAccessibleName(new RegExp(`^${target.secret_identity.name},`))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50_000)
  // Only the rows near the viewport are in the page.
  expect(await page.getByRole('main').getByRole('article').count()).toBeLessThan(60)
  await expectAccessible()
})

test('Back from a thread returns to the same place in the feed, with the same threads loaded', async ({ page, request }) => {
  await page.goto(`/boards/${await boardId(request, 'tea-room')}`)
  await expect(async () => {
    await page.mouse.wheel(0, 20_000)
    await expect(page.getByText('You have reached the end.')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  const cards = page.getByRole('article')
  const loaded = await cards.count()
  const card = cards.nth(loaded - 5)
  await card.scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(5_000)

  await card.getByRole('link', { name: /^Open thread/ }).click()
  await expect(page).toHaveURL(/\/threads\//)
  await expect(page.getByRole('tablist', { name: 'Layout' })).toBeVisible()
  await page.goBack()

  await expect(cards).toHaveCount(loaded)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
})

test("a thread that is not there says so in plain words, with the server's message", async ({ page, expectAccessible }) => {
  const missing = '00000000-0000-4000-8000-000000000000'
  await page.goto(`/threads/${missing}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: "This thread doesn't exist" })).toBeVisible()
  await expect(main.getByText(`The thread with id ${missing} was not found.`)).toBeVisible()
  await expect(main.getByRole('link', { name: 'Go to the front page' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await expectAccessible()
})

test('a members-only thread asks a visitor to log in, and shows itself afterwards', async ({ page, request, expectAccessible }) => {
  const [thread] = await boardThreads(request, 'back-room', await apiToken(request, 'bo'))
  if (!thread) throw new Error('no thread in the Back Room')

  await page.goto(`/threads/${thread.id}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'This thread is for members' })).toBeVisible()
  await expect(main.getByText('No authenticated user found.')).toBeVisible()
  await expectAccessible()
  await main.getByRole('link', { name: 'Log in' }).click()
  await fillLogin(page, 'bo')
  await expect(page).toHaveURL(`/threads/${thread.id}`)
  await expect(page.getByRole('tablist', { name: 'Layout' })).toBeVisible()
})

test('replies fold away and come back from the keyboard, focus staying on the control that undoes it', async ({
  page,
  request,
  expectAccessible,
}) => {
  const thread = (await boardThreads(request, 'tea-room')).find(
    (summary) => summary.total_posts_amount > summary.direct_threads_amount + 1 && summary.total_posts_amount < 60,
  )
  if (!thread) throw new Error('no thread with nested replies')
  await page.goto(`/threads/${thread.id}?view=thread`)
  const fold = page.getByRole('button', { name: /^Hide \d+ repl/ }).first()
  await expect(fold).toBeVisible()
  const before = await page.getByRole('main').getByRole('article').count()
  await fold.focus()
  await page.keyboard.press('Enter')
  const unfold = page.getByRole('button', { name: /hidden · Show$/ })
  await expect(unfold).toBeFocused()
  expect(await page.getByRole('main').getByRole('article').count()).toBeLessThan(before)
  await expectAccessible()
  await page.keyboard.press('Enter')
  await expect(unfold).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Hide \d+ repl/ }).first()).toBeFocused()
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(before)
})

test('a thread opened by its address is fetched once: early for a visitor, with the token for a signed-in reader', async ({
  page,
  request,
  logIn,
}) => {
  const thread = (await boardThreads(request, 'kettle-corner'))[0]
  if (!thread) throw new Error('no thread in Kettle Corner')
  const asked: (string | undefined)[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/threads/${thread.id}`) asked.push(sent.headers().authorization)
  })

  await page.goto(`/threads/${thread.id}`)
  await expect(page.getByRole('tablist', { name: 'Layout' })).toBeVisible()
  expect(asked).toEqual([undefined])

  await logIn('bo')
  asked.length = 0
  await page.goto(`/threads/${thread.id}`)
  await expect(page.getByRole('button', { name: 'Star' })).toBeVisible()
  expect(asked).toHaveLength(1)
  expect(asked[0]).toMatch(/^Bearer /)
})
