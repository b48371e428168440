import { apiToken, boardThreads, expect, readThread, replyTo, test } from './fixtures'

test('after another reader replies, "Next new", j and k walk through what is new, and the feed forgets it after the visit', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  const ada = await apiToken(request, 'ada')
  const summary = (await boardThreads(request, 'kettle-corner', ada)).find(
    (thread) => thread.total_posts_amount >= 3 && thread.total_posts_amount < 30,
  )
  if (!summary) throw new Error('no small thread in Kettle Corner')

  // Ada reads the thread: from now on, only what comes after is new to her.
  await logIn('ada')
  const visited = page.waitForResponse((response) => response.url().endsWith(`/api/threads/${summary.id}/visits`) && response.ok())
  await page.goto(`/threads/${summary.id}?view=thread`)
  await visited

  const bo = await apiToken(request, 'bo')
  const thread = await readThread(request, summary.id)
  const first = await replyTo(request, bo, thread.starter.id, [{ insert: 'First news since your visit.\n' }])
  await replyTo(request, bo, first.id, [{ insert: 'And a second one, deeper down.\n' }])
  const inFeed = (await boardThreads(request, 'kettle-corner', ada)).find((thread) => thread.id === summary.id)
  expect(inFeed?.new_posts_amount).toBe(2)

  await page.reload()
  await expect(page.getByRole('separator', { name: 'New since your last visit' })).toBeVisible()
  const bar = page.getByRole('status').filter({ hasText: 'since your last visit' })
  await expect(bar).toHaveText('2 new items since your last visit')
  await expectAccessible()

  await page.getByRole('button', { name: 'Next new' }).click()
  const firstArticle = page.getByRole('article').filter({ hasText: 'First news since your visit.' })
  await expect(firstArticle).toBeFocused()
  await expect(firstArticle).toBeInViewport()
  await expect(page.getByRole('status').filter({ hasText: 'New 1 of 2' })).toContainText('1 left')

  await page.keyboard.press('j')
  const secondArticle = page.getByRole('article').filter({ hasText: 'And a second one, deeper down.' })
  await expect(secondArticle).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'New 2 of 2' })).toContainText('0 left')
  await expect(page.getByRole('button', { name: 'Next new' })).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('k')
  await expect(firstArticle).toBeFocused()
  await expectAccessible()

  // The visit was recorded: the board no longer calls the thread new, now and after a reload.
  const card = page.getByRole('article').filter({ has: page.locator(`a[href="/threads/${summary.id}"]`) })
  const newBadge = card.getByText(/new posts?$|new comments?$|^New thread$/)
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Kettle Corner' }).click()
  await expect(card).toBeVisible()
  await expect(newBadge).toHaveCount(0)
  await page.reload()
  await expect(card).toBeVisible()
  await expect(newBadge).toHaveCount(0)
})
