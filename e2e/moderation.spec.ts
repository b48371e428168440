import { apiToken, boardThreads, expect, readThread, replyTo, test } from './fixtures'
import { useOwnServer } from './own-server'

// A moderator's removal (design.md, "Moderation"): ada, the demo realm's moderator, removes a
// reply of bo's with a reason; a visitor reads "[removed by a moderator]", bo his words and the
// reason; Restore brings them back for everyone. On a server of its own (a copy of the run's
// seeded storage): the reply, the removal and its live events would move threads that other
// specs, reading the shared server at the same time, have chosen and are scrolled in.
const baseURL = useOwnServer('moderation', 10, { RATE_LIMIT_PER_MINUTE: '0' })

test('ada removes a reply by keyboard with a reason; a visitor reads "[removed by a moderator]", bo his words and why; Restore brings them back', async ({
  page,
  browser,
  request,
  logIn,
  expectAccessible,
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
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.')
  await dialog.getByRole('radio', { name: 'Off topic' }).focus()
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('radio', { name: 'Off topic' })).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.type('Please keep to tea.')
  await expectAccessible()
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 360, height: 800 })
  await expectAccessible()
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.emulateMedia({ colorScheme: 'light' })
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Remove' })).toBeFocused()
  await page.keyboard.press('Enter')
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
  expect((await bo.request.post('/api/auth/login', { data: { email: 'bo@example.com', password: 'bo-password-1' } })).status()).toBe(200)
  await bo.goto(`/threads/${summary.id}?view=thread&post=${reply.id}`)
  const his = bo.locator('article[data-current]')
  await expect(his.getByText('Removed by a moderator: Off topic: Please keep to tea.')).toBeVisible()
  await expect(his.getByText('Words the moderators will take down.')).toBeVisible()
  await expect(his.getByRole('button', { name: /^Remove / })).toHaveCount(0)

  await article.getByRole('button', { name: /^Restore / }).click()
  await expect(article.getByRole('button', { name: /^Remove / })).toBeVisible()
  await expect(article.getByText(/Removed by a moderator/)).toHaveCount(0)
  await visitor.reload()
  await expect(visitor.locator('article[data-current]').getByText('Words the moderators will take down.')).toBeVisible()
  await visitor.close()
  await boContext.close()
})
