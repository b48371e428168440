import { accessTokenSchema } from '../src/contract/schemas/auth'
import { errorBodySchema } from '../src/contract/schemas/error'
import { apiToken, boardId, boardThreads, expect, fillLogin, readThread, replyTo, test, userMenuButton } from './fixtures'

// This server's access tokens live 3 seconds (playwright.config.ts, project short-token).
test('an access token that expires while browsing is refreshed without the reader noticing', async ({
  page,
  logInByForm,
  expectAccessible,
}) => {
  // Several pages, each waiting out a 3-second token: near the minute on a busy machine.
  test.slow()
  // Page requests only: a server without live events (its 404 turns them off, design.md). The
  // live stream's own expiry is the last test here.
  await page.route('**/api/events?*', (route) => route.fulfill({ status: 404, json: { message: 'Not found.' } }))
  const refreshes: number[] = []
  const tokens: Promise<boolean>[] = [] // whether each refresh answered a new access token
  const unauthorized: string[] = []
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/auth/refresh')) {
      refreshes.push(response.status())
      tokens.push(response.json().then((body) => accessTokenSchema.safeParse(body).success))
    } else if (response.status() === 401) unauthorized.push(errorBodySchema.parse(await response.json()).message)
  })
  await logInByForm('ada')
  const afterLogin = refreshes.length

  // Let the token expire, then keep clicking through the app (no reload). The refresh comes
  // with the click, or before it from a request the landing page was still making when the
  // token expired (on a busy machine): either way once, and the members-only board shows.
  await page.waitForTimeout(4_000)
  await page.getByRole('navigation', { name: 'Boards' }).getByRole('link', { name: 'Back Room' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Back Room' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(refreshes.slice(afterLogin)).toEqual([200])
  // Without live events there is no bell (and no pill): the app as it was before them.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0)
  await expectAccessible()

  await page.waitForTimeout(4_000)
  await userMenuButton(page, 'ada').click()
  await page.getByRole('menuitem', { name: 'Star feed' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Starred threads' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()

  await expectAccessible()

  // The reader saw no login prompt; underneath, each expiry cost one 401 and one refresh.
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toHaveCount(0)
  await expect(userMenuButton(page, 'ada')).toBeVisible()
  expect(unauthorized.length).toBeGreaterThanOrEqual(2)
  expect(new Set(unauthorized)).toEqual(new Set(['Authentication token expired.']))
  expect(refreshes.slice(afterLogin)).toEqual([200, 200])
  expect(await Promise.all(tokens.slice(afterLogin))).toEqual([true, true])
})

test('a token that expires while a reply is written: Post refreshes it and sends the reply once, the text never lost', async ({
  page,
  request,
  logIn,
}) => {
  const bo = await apiToken(request, 'bo')
  const summary = (await boardThreads(request, 'kettle-corner', bo)).find((thread) => thread.total_posts_amount < 40)
  if (!summary) throw new Error('no small thread in Kettle Corner')
  const starter = summary.starter.secret_identity.name

  await logIn('bo')
  await page.goto(`/threads/${summary.id}?view=thread`)
  await page
    .getByRole('button', { name: `Reply to ${starter}` })
    .first()
    .click()
  await expect(page.getByRole('textbox', { name: `Reply to ${starter}` })).toBeFocused()
  await page.keyboard.type('Written slowly, over an expiring token.')
  await page.waitForTimeout(4_000)

  const statuses: number[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('/contributions') || response.url().endsWith('/api/auth/refresh')) statuses.push(response.status())
  })
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page.getByRole('article').filter({ hasText: 'Written slowly, over an expiring token.' })).toBeFocused()
  // Refused for the expired token, refreshed, sent again: no sign-in asked for.
  expect(statuses).toEqual([401, 200, 200])
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // This server's tokens live 3 seconds: ask with a fresh one.
  const stored = (await readThread(request, summary.id, await apiToken(request, 'bo'))).posts.filter((post) =>
    post.content.includes('Written slowly, over an expiring token.'),
  )
  expect(stored).toHaveLength(1)
})

test('a session that ends while a thread is being written: Post asks to sign in right there, then posts it, nothing retyped', async ({
  page,
  request,
  logIn,
}) => {
  await logIn('bo')
  await page.goto(`/boards/${await boardId(request, 'kettle-corner')}/new`)
  const editor = page.getByRole('textbox', { name: 'New thread in Kettle Corner' })
  await expect(editor).toBeFocused()
  await page.keyboard.type('Started before my session ran out.')
  // The refresh cookie goes (a logout elsewhere, or it expired), then the access token expires.
  await page.context().clearCookies()
  await page.waitForTimeout(4_000)

  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const signIn = page.getByRole('dialog', { name: 'Sign in to post' })
  await expect(signIn).toBeVisible()
  await expect(page).toHaveURL(/\/new$/)
  // Behind the modal dialog (hidden from the accessibility tree meanwhile), the words are still there.
  await expect(page.locator('.ql-editor')).toHaveText('Started before my session ran out.')
  await fillLogin(page, 'bo')
  await expect(page.getByRole('heading', { level: 1, name: 'Started before my session ran out.' })).toBeVisible()
  const started = (await boardThreads(request, 'kettle-corner')).filter((thread) =>
    thread.starter.content.includes('Started before my session ran out.'),
  )
  expect(started).toHaveLength(1)
})

test('a reply sent after signing in again from the dialog shows once, where it was written, focused, without a reload', async ({
  page,
  request,
  logIn,
}) => {
  const bo = await apiToken(request, 'bo')
  const summary = (await boardThreads(request, 'kettle-corner', bo)).find(
    (thread) => thread.total_posts_amount < 40 && thread.total_posts_amount > 3,
  )
  if (!summary) throw new Error('no small thread in Kettle Corner')
  const starter = summary.starter.secret_identity.name
  const posts = (await readThread(request, summary.id, bo)).total_posts_amount

  await logIn('bo')
  await page.goto(`/threads/${summary.id}?view=thread`)
  await expect(page.getByText(`${posts} posts`)).toBeVisible()
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page
    .getByRole('button', { name: `Reply to ${starter}` })
    .first()
    .click()
  await expect(page.getByRole('textbox', { name: `Reply to ${starter}` })).toBeFocused()
  await page.keyboard.type('Sent after signing in again, shown once.')
  // The session ends elsewhere: the refresh cookie goes, then the access token expires.
  await page.context().clearCookies()
  await page.waitForTimeout(4_000)

  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const signIn = page.getByRole('dialog', { name: 'Sign in to post' })
  await expect(signIn).toBeVisible()
  await fillLogin(page, 'bo')
  await expect(signIn).toBeHidden()

  const reply = page.getByRole('article').filter({ hasText: 'Sent after signing in again, shown once.' })
  await expect(reply).toBeFocused()
  await expect(page.getByText(`${posts + 1} posts`)).toBeVisible()
  // Still once after the thread has been fetched again for the signed-in reader.
  await page.waitForTimeout(1_500)
  await expect(reply).toHaveCount(1)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  const stored = (await readThread(request, summary.id, await apiToken(request, 'bo'))).posts.filter((post) =>
    post.content.includes('Sent after signing in again, shown once.'),
  )
  expect(stored).toHaveLength(1)
})

test('a live stream whose token expires refreshes it and comes back without losing an event', async ({ page, request, logIn }) => {
  const summary = (await boardThreads(request, 'kettle-corner')).find((thread) => thread.total_posts_amount < 30)
  if (!summary) throw new Error('no small thread in Kettle Corner')
  await logIn('ada')
  const streams: number[] = []
  page.on('response', (response) => {
    if (response.url().includes(`/api/events?thread=${summary.id}`)) streams.push(response.status())
  })
  await page.goto(`/threads/${summary.id}?view=thread`)
  await expect.poll(() => streams).toContain(200)
  // The server ends a stream at its token's expiry (3 s here), found at a heartbeat (15 s):
  // the app refreshes the token and opens it again, where it stopped.
  await expect.poll(() => streams.filter((status) => status === 200).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
  const bo = await apiToken(request, 'bo')
  const thread = await readThread(request, summary.id)
  await replyTo(request, bo, thread.starter.id, [{ insert: 'After the stream came back.\n' }])
  await expect(page.getByRole('button', { name: 'Show 1 new reply' })).toBeVisible({ timeout: 5000 })
  await expect(userMenuButton(page, 'ada')).toBeVisible()
})
