import { apiToken, boardId, boardThreads, expect, newMember, openFollowing, readThread, replyTo, startThread, test } from './fixtures'

// Live events in the browser (issue 23): a thread open in one browser moves when another
// reader posts, without a reload and without moving the text under the reader's eyes; the
// bell says when someone answers.

test('a reply and a comment by bo come to the thread ada has open as a pill, and in place once she asks', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  const summary = (await boardThreads(request, 'kettle-corner')).find(
    (thread) => thread.total_posts_amount >= 3 && thread.total_posts_amount < 30,
  )
  if (!summary) throw new Error('no small thread in Kettle Corner')
  await logIn('ada')
  // The stream is open once the server has answered it, with the thread among its topics.
  await openFollowing(page, `/threads/${summary.id}?view=thread`, summary.id)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const scrolled = await page.evaluate(() => window.scrollY)

  const bo = await apiToken(request, 'bo')
  const thread = await readThread(request, summary.id)
  await replyTo(request, bo, thread.starter.id, [{ insert: 'Bo, live from the kettle.\n' }])
  const pill = page.getByRole('button', { name: 'Show 1 new reply' })
  await expect(pill).toBeVisible({ timeout: 2000 })
  await expect(page.getByRole('status').filter({ hasText: '1 new reply' })).toHaveCount(1)
  // Nothing moved: the reply waits until she asks for it.
  await expect(page.getByText('Bo, live from the kettle.')).toHaveCount(0)
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  await expectAccessible()
  // The pill in dark mode at 360 px, and reached by keyboard.
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 360, height: 800 })
  await expect(pill).toBeVisible()
  await expectAccessible()
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.emulateMedia({ colorScheme: 'light' })
  await pill.focus()
  await expect(pill).toBeFocused()

  await page.keyboard.press('Enter')
  const reply = page.getByRole('article').filter({ hasText: 'Bo, live from the kettle.' })
  await expect(reply).toBeInViewport()
  await expect(reply.getByText('new', { exact: true })).toBeVisible()
  await expect(pill).toHaveCount(0)

  // A comment comes the same way.
  const posted = (await readThread(request, summary.id, bo)).posts.find((post) => post.own)
  const comment = await request.post(`/api/posts/${posted?.id}/comments`, {
    headers: { Authorization: `Bearer ${bo}` },
    data: { contents: [JSON.stringify({ ops: [{ insert: 'And a comment on it.\n' }] })] },
  })
  expect(comment.status()).toBe(200)
  await page.getByRole('button', { name: 'Show 1 new reply' }).click({ timeout: 2000 })
  await expect(page.getByText('And a comment on it.')).toBeVisible()
})

test("bo's reply to a member's post rings their bell; the notification names bo's secret identity and opens the thread at the reply", async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  // A member of the test's own, whose unread count no other test moves (bo answers ada elsewhere meanwhile).
  const member = await newMember(request, 'answered')
  const board = await boardId(request, 'tea-room')
  const own = await startThread(request, await apiToken(request, member), board, [{ insert: 'Which cup for a rainy day?\n' }])
  const streamOpen = page.waitForResponse((response) => response.url().includes('/api/events') && response.status() === 200)
  await logIn(member)
  await page.goto('/')
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName('Notifications')
  await streamOpen

  const bo = await apiToken(request, 'bo')
  const reply = await replyTo(request, bo, own.starter.id, [{ insert: 'This one is for you.\n' }])
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 2000 })
  await expect(page).toHaveTitle(/^\(1\) /)
  // The menu opens from the keyboard, its newest item first, and gives focus back on Escape.
  await bell.focus()
  await page.keyboard.press('Enter')
  const item = page.getByRole('menuitem').filter({ hasText: 'This one is for you.' })
  await expect(item).toContainText(`${reply.secret_identity.name} replied to your post`)
  // Not bo's own name, as a word: Playwright trims a string's spaces, and "bo" is in names such as "Rooibos Raven".
  await expect(item).not.toContainText(/\bbo\b/)
  await expect(page.getByRole('menuitem').first()).toBeFocused()
  await expectAccessible()
  await page.keyboard.press('Escape')
  await expect(bell).toBeFocused()

  await page.goto('/notifications')
  const listed = page.getByRole('link').filter({ hasText: 'This one is for you.' })
  await expect(listed).toContainText(reply.secret_identity.name)
  await expectAccessible()
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 360, height: 800 })
  await expectAccessible()
  await bell.click()
  await expect(page.getByRole('menu')).toBeVisible()
  await expectAccessible()
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.emulateMedia({ colorScheme: 'light' })
  await listed.click()
  await expect(page).toHaveURL(new RegExp(`/threads/${own.id}\\?.*post=${reply.id}`))
  await expect(page.getByRole('article').filter({ hasText: 'This one is for you.' })).toBeInViewport()
  await expect(bell).toHaveAccessibleName('Notifications')
  await expect(page).not.toHaveTitle(/^\(\d+\)/)
})

test('a thread bo starts comes to the board feed ada has open as a pill, and to the top of the feed once she asks', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  const board = await boardId(request, 'gallery')
  await logIn('ada')
  await openFollowing(page, `/boards/${board}`, board)
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible()

  await startThread(request, await apiToken(request, 'bo'), board, [
    { insert: 'A cup of gyokuro, just poured\n', attributes: { header: 1 } },
    { insert: 'Shown live.\n' },
  ])
  const pill = page.getByRole('button', { name: 'Show 1 new thread' })
  await expect(pill).toBeVisible({ timeout: 2000 })
  await expect(page.getByText('A cup of gyokuro, just poured')).toHaveCount(0)
  await expectAccessible()
  await pill.click()
  await expect(page.getByRole('article').first()).toContainText('A cup of gyokuro, just poured')
  await expect(pill).toHaveCount(0)
})

test('a thread bo starts in a board of the realm comes to the realm home ada has open as a pill', async ({ page, request, logIn }) => {
  const board = await boardId(request, 'kettle-corner')
  await logIn('ada')
  // The page the login lands on follows the same boards: openFollowing waits for this one's stream.
  await openFollowing(page, '/realms/demo', board)
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Realm' })).toBeVisible()

  await startThread(request, await apiToken(request, 'bo'), board, [
    { insert: 'Realm-wide kettle news\n', attributes: { header: 1 } },
    { insert: 'Shown live.\n' },
  ])
  // Other specs write to the demo realm meanwhile: the pill may count their news too.
  const pill = page.getByRole('button', { name: /^Show \d+ new threads?/ })
  await expect(pill).toBeVisible({ timeout: 2000 })
  await expect(page.getByText('Realm-wide kettle news')).toHaveCount(0)
  await pill.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('article').filter({ hasText: 'Realm-wide kettle news' })).toBeVisible()
  await expect(pill).toHaveCount(0)
})
