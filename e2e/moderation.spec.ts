import { apiToken, boardThreads, expect, newMember, readThread, replyTo, test, users } from './fixtures'
import { type Locator, type Page } from '@playwright/test'
import { useOwnServer } from './own-server'

// Moderation (design.md): ada, the demo realm's moderator, removes a reply of bo's with a reason;
// a visitor reads "[removed by a moderator]", bo his words and the reason; Restore brings them
// back. And the whole way of a report: bo reports a new member's post, ada is told by her bell,
// decides in Reports, the author reads why, the log keeps it. On a server of its own (a copy of
// the run's seeded storage): the replies, removals and their live events would move threads that
// other specs, reading the shared server at the same time, have chosen and are scrolled in.
const baseURL = useOwnServer('moderation', 10, { RATE_LIMIT_PER_MINUTE: '0' })

/**
 * In an open reason dialog, by keyboard: `reason` picked, `words` typed; axe finds nothing in the
 * light at 1280 px, nor in the dark at 360 px; then Tab to `submit` and press it.
 */
async function giveReasonByKeyboard(
  page: Page,
  expectAccessibleInBothLooks: (other?: Page) => Promise<void>,
  dialog: Locator,
  { reason, words, submit }: { reason: string; words: string; submit: string },
) {
  await dialog.getByRole('radio', { name: reason }).focus()
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('radio', { name: reason })).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.type(words)
  await expectAccessibleInBothLooks(page)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: submit })).toBeFocused()
  await page.keyboard.press('Enter')
}

test('ada removes a reply by keyboard with a reason; a visitor reads "[removed by a moderator]", bo his words and why; Restore brings them back', async ({
  page,
  browser,
  request,
  logIn,
  expectAccessibleInBothLooks,
}) => {
  const summary = (await boardThreads(request, 'tea-room')).find((thread) => thread.total_posts_amount < 30)
  if (!summary) throw new Error('no small thread in the Tea Room')
  const thread = await readThread(request, summary.id)
  const reply = await replyTo(request, await apiToken(request, 'bo'), thread.starter.id, [
    { insert: 'Words the moderators will take down.\n' },
  ])

  await logIn('ada')
  await page.goto(`/threads/${summary.id}?view=thread&post=${reply.id}`)
  const article = page.locator('article[data-current]')
  const remove = article.getByRole('button', { name: /^Remove .+'s post, / })
  await remove.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /^Remove .+'s post$/ })
  await expect(dialog).toBeVisible()
  // Nothing chosen: the dialog says so and stays.
  await dialog.getByRole('button', { name: 'Remove' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.')
  await giveReasonByKeyboard(page, expectAccessibleInBothLooks, dialog, {
    reason: 'Off topic',
    words: 'Please keep to tea.',
    submit: 'Remove',
  })
  await expect(dialog).toHaveCount(0)
  // The moderator still reads it, marked removed, and may restore it.
  await expect(article.getByText('Removed by a moderator: Off topic: Please keep to tea.')).toBeVisible()
  await expect(article.getByText('Words the moderators will take down.')).toBeVisible()
  await expect(article.getByRole('button', { name: /^Restore / })).toBeVisible()

  // A visitor reads the place and nothing of the words or the reason.
  const visitor = await browser.newPage({ baseURL })
  await visitor.goto(`/threads/${summary.id}?view=thread&post=${reply.id}`)
  const seen = visitor.locator('article[data-current]')
  await expect(seen.getByText('[removed by a moderator]')).toBeVisible()
  await expect(visitor.getByText('Words the moderators will take down.')).toHaveCount(0)
  await expect(visitor.getByText(/Please keep to tea/)).toHaveCount(0)

  // Its author reads his words and why.
  const boContext = await browser.newContext({ baseURL })
  const bo = await boContext.newPage()
  expect((await bo.request.post('/api/auth/login', { data: { email: users.bo.email, password: users.bo.password } })).status()).toBe(200)
  await bo.goto(`/threads/${summary.id}?view=thread&post=${reply.id}`)
  const his = bo.locator('article[data-current]')
  await expect(his.getByText('Removed by a moderator: Off topic: Please keep to tea.')).toBeVisible()
  await expect(his.getByText('Words the moderators will take down.')).toBeVisible()
  await expect(his.getByRole('button', { name: /^Remove / })).toHaveCount(0)

  await article.getByRole('button', { name: /^Restore / }).focus()
  await page.keyboard.press('Enter')
  await expect(article.getByRole('button', { name: /^Remove / })).toBeVisible()
  await expect(article.getByText(/Removed by a moderator/)).toHaveCount(0)
  await visitor.reload()
  await expect(visitor.locator('article[data-current]').getByText('Words the moderators will take down.')).toBeVisible()
  await visitor.close()
  await boContext.close()
})

test('bo reports a post by keyboard; ada sees it by her bell, removes it from Reports with a reason; everyone reads it so, its author with why; the log keeps it; Restore', async ({
  page,
  browser,
  request,
  logIn,
  expectAccessible,
  expectAccessibleInBothLooks,
}) => {
  const summary = (await boardThreads(request, 'tea-room')).find((thread) => thread.total_posts_amount < 30)
  if (!summary) throw new Error('no small thread in the Tea Room')
  const thread = await readThread(request, summary.id)
  const author = await newMember(request, 'dee')
  const words = await replyTo(request, await apiToken(request, author), thread.starter.id, [{ insert: 'Words a member will report.\n' }])
  const at = `/threads/${summary.id}?view=thread&post=${words.id}`

  // ada, the realm's moderator, has the realm home open: the report reaches her bell live.
  const adaContext = await browser.newContext({ baseURL })
  const ada = await adaContext.newPage()
  expect((await ada.request.post('/api/auth/login', { data: { email: users.ada.email, password: users.ada.password } })).status()).toBe(200)
  await ada.goto('/')
  await expect(ada.getByRole('button', { name: /^Notifications/ })).toBeVisible()
  await expect(ada.getByRole('link', { name: /open report/ })).toHaveCount(0)

  await logIn('bo')
  await page.goto(at)
  const reported = page.locator('article[data-current]')
  await reported.getByRole('button', { name: /^Report .+'s post, / }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /^Report .+'s post$/ })
  await expect(dialog).toBeVisible()
  await giveReasonByKeyboard(page, expectAccessibleInBothLooks, dialog, {
    reason: 'Harassment or abuse',
    words: 'Goes after another member by name.',
    submit: 'Report',
  })
  await expect(dialog.getByRole('status')).toHaveText('Thanks — the moderators will look at it.')
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)

  // ada: the count by her bell, then Reports, by keyboard.
  const count = ada.getByRole('link', { name: '1 open report in Demo Realm' })
  await expect(count).toBeVisible()
  await count.focus()
  await ada.keyboard.press('Enter')
  await expect(ada.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  const entry = ada.getByRole('article', { name: /'s post, reported once$/ })
  await expect(entry.getByText('Words a member will report.')).toBeVisible()
  await expect(entry.getByText('“Harassment or abuse: Goes after another member by name.”')).toBeVisible()
  await expect(entry.getByText(author.username)).toHaveCount(0)
  for (const [width, scheme] of [
    [1280, 'light'],
    [1280, 'dark'],
    [360, 'dark'],
    [360, 'light'],
  ] as const) {
    await ada.setViewportSize({ width, height: 800 })
    await ada.emulateMedia({ colorScheme: scheme })
    await expectAccessible(ada)
  }
  await ada.setViewportSize({ width: 1280, height: 720 })
  await ada.emulateMedia({ colorScheme: 'light' })
  await entry.getByRole('button', { name: /^Remove .+'s post$/ }).focus()
  await ada.keyboard.press('Enter')
  const removal = ada.getByRole('dialog', { name: /^Remove .+'s post$/ })
  await giveReasonByKeyboard(ada, expectAccessibleInBothLooks, removal, {
    reason: 'Harassment or abuse',
    words: 'Names them twice.',
    submit: 'Remove',
  })
  await expect(removal).toHaveCount(0)
  await expect(ada.getByText('No open reports.')).toBeVisible()
  await expect(ada.getByRole('link', { name: /open report/ })).toHaveCount(0)

  // bo and a visitor read the place only; the author reads the words and why, and is told.
  await page.reload()
  await expect(reported.getByText('[removed by a moderator]')).toBeVisible()
  await expect(page.getByText('Words a member will report.')).toHaveCount(0)
  const visitor = await browser.newPage({ baseURL })
  await visitor.goto(at)
  await expect(visitor.locator('article[data-current]').getByText('[removed by a moderator]')).toBeVisible()
  await expect(visitor.getByText('Words a member will report.')).toHaveCount(0)
  await expectAccessibleInBothLooks(visitor)
  const authorContext = await browser.newContext({ baseURL })
  const theirs = await authorContext.newPage()
  expect((await theirs.request.post('/api/auth/login', { data: { email: author.email, password: author.password } })).status()).toBe(200)
  await theirs.goto(at)
  await expect(
    theirs.locator('article[data-current]').getByText('Removed by a moderator: Harassment or abuse: Names them twice.'),
  ).toBeVisible()
  await expect(theirs.locator('article[data-current]').getByText('Words a member will report.')).toBeVisible()
  await expect(theirs.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible()
  await expectAccessibleInBothLooks(theirs)

  // The log says who did what and why, never whose words.
  await ada.getByRole('link', { name: 'Moderation log' }).focus()
  await ada.keyboard.press('Enter')
  const log = ada.getByRole('list', { name: 'Moderation log' })
  await expect(log.getByRole('listitem').first()).toContainText('ada removed a post after a report')
  await expect(log.getByRole('listitem').first()).toContainText('Reason: “Harassment or abuse: Names them twice.”')
  await expectAccessibleInBothLooks(ada)

  // Restore, from the thread: everyone reads the words again.
  await ada.goto(at)
  await ada
    .locator('article[data-current]')
    .getByRole('button', { name: /^Restore / })
    .focus()
  await ada.keyboard.press('Enter')
  await expect(ada.locator('article[data-current]').getByRole('button', { name: /^Remove / })).toBeVisible()
  await visitor.reload()
  await expect(visitor.locator('article[data-current]').getByText('Words a member will report.')).toBeVisible()
  await visitor.close()
  await authorContext.close()
  await adaContext.close()
})
