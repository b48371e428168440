import { type APIRequestContext } from '@playwright/test'
import { apiToken, boardId, expect, openReply, startThread, test } from './fixtures'

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
// Posted as the reference editor reads a video best: its embed address (decision 032).
const EMBEDDED = 'https://www.youtube.com/embed/dQw4w9WgXcQ'

/** A thread of bo's own to reply to: the other specs write on the demo threads meanwhile. */
async function ownThread(request: APIRequestContext): Promise<string> {
  const board = await boardId(request, 'kettle-corner')
  return (await startThread(request, await apiToken(request, 'bo'), board, [{ insert: 'Videos to steep by\n' }])).id
}

test('bo pastes a YouTube link on a line of its own, embeds it from the keyboard, previews the card and posts it', async ({
  page,
  context,
  request,
  baseURL,
  logIn,
  expectAccessible,
}) => {
  const threadId = await ownThread(request)
  const elsewhere: string[] = []
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (url.protocol !== 'data:' && url.origin !== baseURL) elsewhere.push(sent.url())
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])

  await logIn('bo')
  await page.goto(`/threads/${threadId}`)
  const editor = await openReply(page)
  await page.keyboard.type('A video worth a pot of tea:')
  await page.keyboard.press('Enter')
  await page.evaluate((link) => navigator.clipboard.writeText(link), VIDEO)
  await page.keyboard.press('Control+V')

  // Offered without taking the focus: Tab reaches it next.
  await expect(page.getByRole('status').filter({ hasText: 'Embed this YouTube video?' })).toBeVisible()
  await expect(editor).toBeFocused()
  await expectAccessible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Embed', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(editor).toBeFocused()
  await expect(editor.locator('[contenteditable="false"]')).toHaveText('▶YouTube video · youtube.com/embed/dQw4w9WgXcQ')
  await expect(editor).not.toContainText(VIDEO)
  await page.keyboard.type('Press Play when the kettle sings.')

  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  const preview = page.getByRole('region', { name: /^Preview of Reply to / })
  await expect(preview.getByRole('link', { name: /^Open on YouTube/ })).toHaveAttribute('href', EMBEDDED)
  await expect(preview).toContainText('Press Play when the kettle sings.')
  await expect(editor).toBeHidden()
  await expectAccessible()
  await page.getByRole('button', { name: 'Write', exact: true }).click()
  await expect(editor).toContainText('Press Play when the kettle sings.')

  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const mine = page.getByRole('article').filter({ hasText: 'A video worth a pot of tea:' })
  await expect(mine.getByRole('link', { name: /^Open on YouTube/ })).toHaveAttribute('href', EMBEDDED)
  await expect(mine.getByRole('button', { name: /^Play/ })).toBeVisible()
  // Writing, previewing and reading the card asked nothing of YouTube.
  expect(elsewhere).toEqual([])
})
