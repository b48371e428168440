import { allThreadIds, boardId, expect, fillLogin, test } from './fixtures'

test('an anonymous reader browses a board page by page, filters it and opens a thread', async ({ page, request, expectAccessible }) => {
  // Five pages, axe on each, and the first test of the run while the browser and servers warm
  // up: it took 47 s, and 66 s on a slower day, over one page's 60.
  test.slow()
  const teaRoom = await boardId(request, 'tea-room')
  const expected = await allThreadIds(request, teaRoom)
  expect(expected.length).toBeGreaterThan(40) // at least three pages of 20

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Realm' })).toBeVisible()
  await expectAccessible()

  await page.getByRole('navigation', { name: 'Boards' }).getByRole('link', { name: 'The Tea Room' }).click()
  const heading = page.getByRole('heading', { level: 1, name: 'The Tea Room' })
  await expect(heading).toBeFocused()
  await expect(page).toHaveURL(`/boards/${teaRoom}`)
  await expect(page.getByRole('article').first()).toBeVisible()
  await expectAccessible()

  // Scrolling alone loads the later pages (the IntersectionObserver), until the end.
  const threadLinks = page.getByRole('link', { name: /^Open thread/ })
  await expect(async () => {
    await page.mouse.wheel(0, 20_000)
    await expect(page.getByText('You have reached the end.')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  const hrefs = await threadLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(expected.map((id) => `/threads/${id}`))
  expect(new Set(hrefs).size).toBe(hrefs.length)
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)

  // Filter by the first category tag on the page, then clear the filter.
  await page.evaluate(() => window.scrollTo(0, 0))
  const categoryLink = page.getByRole('link', { name: /^Category: / }).first()
  const category = (await categoryLink.getAttribute('aria-label'))?.replace('Category: ', '') ?? ''
  expect(category).not.toBe('')
  await categoryLink.click()
  await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category)}`))
  await expect(page.getByText(`Showing threads in category ${category}`)).toBeVisible()
  const filtered = page.getByRole('article')
  expect(await filtered.count()).toBeLessThan(expected.length)
  for (const article of await filtered.all()) {
    await expect(article.getByRole('link', { name: `Category: ${category}` })).toBeVisible()
  }
  await expectAccessible()

  await page.getByRole('button', { name: 'Clear filter' }).click()
  await expect(page).toHaveURL(`/boards/${teaRoom}`)
  await expect(page.getByText(/Showing threads in category/)).toHaveCount(0)
  // The whole board again, as loaded before the filter (the pages stay cached).
  await expect(page.getByRole('article')).toHaveCount(expected.length)
  await expectAccessible()

  // Open the first thread by its title: the page is headed by the same title.
  const title = page.getByRole('article').first().getByRole('heading', { level: 2 })
  const titleText = (await title.textContent()) ?? ''
  const threadHref = await threadLinks.first().getAttribute('href')
  await title.getByRole('link').click()
  await expect(page).toHaveURL(threadHref ?? '')
  await expect(page.getByRole('heading', { level: 1, name: titleText })).toBeFocused()
  await expectAccessible()
})

test('a members-only board offers "Log in" and shows its threads afterwards', async ({ page, expectAccessible }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Boards' }).getByRole('link', { name: 'Back Room' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Back Room' })).toBeVisible()
  const logIn = page.getByRole('main').getByRole('link', { name: 'Log in' })
  await expect(logIn).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)
  await expectAccessible()

  await logIn.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await expectAccessible()
  await fillLogin(page, 'bo')

  // Back where the reader was, now as a member.
  await expect(page.getByRole('heading', { level: 1, name: 'Back Room' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expectAccessible()
})

test("a wrong password is refused with the server's message and the form kept", async ({ page, expectAccessible }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Password').fill('not-her-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.')
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com')
  await expectAccessible()
})

test('hovering a thread link loads the thread before the click', async ({ page, request, expectAccessible }) => {
  await page.goto(`/boards/${await boardId(request, 'kettle-corner')}`)
  const link = page.getByRole('link', { name: /^Open thread/ }).first()
  const threadId = (await link.getAttribute('href'))?.split('/').pop() ?? ''
  const prefetched = page.waitForResponse((response) => response.url().endsWith(`/api/threads/${threadId}`))
  await link.hover()
  expect((await prefetched).ok()).toBe(true)

  // The click then needs no further request for the thread.
  const later: string[] = []
  page.on('request', (request) => later.push(request.url()))
  await link.click()
  await expect(page).toHaveURL(`/threads/${threadId}`)
  await expect(
    page.getByRole('tab', { name: 'Thread', selected: true }).or(page.getByRole('tab', { name: 'Gallery', selected: true })),
  ).toBeVisible()
  await expectAccessible()
  expect(later.filter((url) => url.endsWith(`/api/threads/${threadId}`))).toEqual([])
})

test('the board reads well in dark mode too', async ({ page, request, expectAccessible }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(`/boards/${await boardId(request, 'gallery')}`)
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(250, 250, 249)')
  await expectAccessible()
})
