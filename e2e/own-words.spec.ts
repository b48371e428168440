import { type APIRequestContext, type Page } from '@playwright/test'
import { commentSchema } from '../src/contract/schemas/comment'
import { apiToken, boardThreads, commentOn, expect, openFollowing, readThread, test, users } from './fixtures'
import { useOwnServer } from './own-server'

// Editing and deleting one's own words (design.md, "Own words"). An edit made more than five
// minutes after posting is marked "edited" and keeps the version before; only seeded posts are
// that old, so this spec edits them on a server of its own (a copy of the run's seeded
// storage), where no other spec reads them.
const baseURL = useOwnServer('own-words', 9, { RATE_LIMIT_PER_MINUTE: '0' })

const TEN_MINUTES_MS = 10 * 60_000

/**
 * A thread on `board` in which bo has a reply to the starter older than the edits' grace, and
 * that reply; `followed`: one that a later reply to the starter comes after.
 */
async function oldReplyOfBo(request: APIRequestContext, board: string, token: string, { followed = false } = {}) {
  for (const summary of await boardThreads(request, board, token)) {
    if (summary.total_posts_amount > 40) continue
    const thread = await readThread(request, summary.id, token)
    const post = thread.posts.find(
      (candidate) =>
        candidate.own &&
        !candidate.deleted &&
        candidate.parent_post_id === thread.starter.id &&
        Date.now() - Date.parse(candidate.created_at) > TEN_MINUTES_MS &&
        (!followed || thread.posts.some((later) => later.parent_post_id === thread.starter.id && later.created_at > candidate.created_at)),
    )
    if (post) return { thread, post }
  }
  throw new Error(`bo has no old reply to the starter on ${board}`)
}

/** Edits through the API, as bo's other tab would. */
async function editByApi(request: APIRequestContext, token: string, path: string, revision: number, content: string) {
  const answer = await request.patch(`/api${path}`, {
    headers: { Authorization: `Bearer ${token}`, 'If-Match': `"${revision}"` },
    data: { content: JSON.stringify({ ops: [{ insert: `${content}\n` }] }) },
  })
  expect(answer.status(), await answer.text()).toBe(200)
  return answer.json()
}

/** Types at the end of the editor that has the focus. */
async function typeAtEnd(page: Page, text: string) {
  await page.keyboard.press('Control+End')
  await page.keyboard.type(text)
}

test('bo edits his reply in place by keyboard: its words and tags in the editor, "edited" beside the time, and the versions newest first', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  const bo = await apiToken(request, 'bo')
  const { thread, post } = await oldReplyOfBo(request, 'tea-room', bo)
  await logIn('bo')
  await page.goto(`/threads/${thread.id}?view=thread&post=${post.id}`)
  const article = page.locator(`article[data-current]`)
  await expect(article).toBeVisible()

  const edit = article.getByRole('button', { name: /^Edit your post, / })
  await edit.focus()
  await page.keyboard.press('Enter')
  const editor = page.getByRole('textbox', { name: 'Edit your post' })
  await expect(editor).toBeFocused()
  // The words as they stand, not an empty editor.
  const before = (await editor.innerText()).trim()
  expect(before.length).toBeGreaterThan(0)
  await expectAccessible()
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 360, height: 800 })
  await expect(editor).toBeVisible()
  await expectAccessible()
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.emulateMedia({ colorScheme: 'light' })

  await editor.focus()
  await typeAtEnd(page, ' Corrected, with thanks.')
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/posts/${post.id}`) && response.request().method() === 'PATCH',
  )
  await page.keyboard.press('Control+Enter')
  expect((await saved).request().headers()['if-match']).toBe(`"${post.revision}"`)
  await expect(editor).toHaveCount(0)
  const edited = page.locator('article').filter({ hasText: 'Corrected, with thanks.' })
  await expect(edited).toBeFocused()
  const mark = edited.getByRole('button', { name: /^Edited: show the versions of / })
  await expect(mark).toHaveText(/^edited /)

  await mark.focus()
  await page.keyboard.press('Enter')
  const versions = page.getByRole('dialog', { name: 'Versions' })
  const items = versions.getByRole('listitem')
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toContainText('Corrected, with thanks.')
  await expect(items.nth(1)).not.toContainText('Corrected, with thanks.')
  await expect(items.nth(1)).toContainText(before.slice(0, 20))
  await expectAccessible()
  await page.keyboard.press('Escape')
  await expect(versions).toHaveCount(0)
  await expect(mark).toBeFocused()

  // It is what the server keeps: a reload shows the same.
  await page.reload()
  await expect(
    page
      .locator('article')
      .filter({ hasText: 'Corrected, with thanks.' })
      .getByRole('button', { name: /^Edited/ }),
  ).toBeVisible()
})

test('bo edits his reply as a gallery card: the editor opens in the card and the card says "edited"', async ({ page, request, logIn }) => {
  const bo = await apiToken(request, 'bo')
  // The seed's gallery threads hold no reply of bo's that old: a thread read as a gallery shows his.
  const { thread, post } = await oldReplyOfBo(request, 'kettle-corner', bo)
  await logIn('bo')
  await page.goto(`/threads/${thread.id}?view=gallery&post=${post.id}`)
  const card = page.locator('article[data-current]')
  await card.getByRole('button', { name: /^Edit your post, / }).click()
  const editor = page.getByRole('textbox', { name: 'Edit your post' })
  await expect(editor).toBeFocused()
  await typeAtEnd(page, ' A gallery fix.')
  await page.getByRole('button', { name: 'Save' }).click()
  const edited = page.getByRole('article').filter({ hasText: 'A gallery fix.' })
  await expect(edited.getByRole('button', { name: /^Edited/ })).toBeVisible()
  const answer = await readThread(request, thread.id)
  expect(answer.posts.find((candidate) => candidate.id === post.id)?.content).toContain('A gallery fix.')
})

test('an edit that crossed another: "This changed since you opened it" shows both, and bo keeps his or takes the one there', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  const bo = await apiToken(request, 'bo')
  const { thread, post } = await oldReplyOfBo(request, 'back-room', bo)
  const comment = await commentOn(request, bo, post.id, [{ insert: 'A comment to be edited twice.\n' }])
  await logIn('bo')
  await page.goto(`/threads/${thread.id}?view=thread&post=${post.id}&comment=${comment.id}`)
  const chain = page.getByRole('article').filter({ hasText: 'A comment to be edited twice.' })

  // Bo's other tab saves first: his edit here was written against the revision before.
  await chain.getByRole('button', { name: /^Edit your comment, / }).click()
  const editor = page.getByRole('textbox', { name: 'Edit your comment' })
  await expect(editor).toBeFocused()
  const elsewhere = commentSchema.parse(
    await editByApi(request, bo, `/comments/${comment.id}`, comment.revision, 'Edited in the other tab.'),
  )
  await typeAtEnd(page, ' Mine, from this tab.')
  await page.getByRole('button', { name: 'Save' }).click()
  const conflict = page.getByRole('dialog', { name: 'This changed since you opened it' })
  await expect(conflict.getByRole('region', { name: 'Yours' })).toContainText('Mine, from this tab.')
  await expect(conflict.getByRole('region', { name: /^There now/ })).toContainText('Edited in the other tab.')
  await expectAccessible()
  await conflict.getByRole('button', { name: 'Keep mine' }).click()
  await expect(conflict).toHaveCount(0)
  await expect(page.getByRole('article').filter({ hasText: 'Mine, from this tab.' })).toBeVisible()
  const kept = (await readThread(request, thread.id, bo)).comments[post.id]?.find((candidate) => candidate.id === comment.id)
  expect(kept?.content).toContain('Mine, from this tab.')
  expect(kept?.revision).toBe(elsewhere.revision + 1)

  // Again, and this time the one there stays: nothing of this tab's is sent.
  const again = page.getByRole('article').filter({ hasText: 'Mine, from this tab.' })
  await again.getByRole('button', { name: /^Edit your comment, / }).click()
  await expect(editor).toBeFocused()
  await editByApi(request, bo, `/comments/${comment.id}`, kept?.revision ?? 0, 'The other tab wins.')
  await typeAtEnd(page, ' Not this.')
  await page.getByRole('button', { name: 'Save' }).click()
  await conflict.getByRole('button', { name: 'Take the one there' }).click()
  await expect(editor).toHaveCount(0)
  await expect(page.getByRole('article').filter({ hasText: 'The other tab wins.' })).toBeVisible()
  await expect(page.getByText('Not this.')).toHaveCount(0)
  const stayed = (await readThread(request, thread.id, bo)).comments[post.id]?.find((candidate) => candidate.id === comment.id)
  expect(stayed?.content).toContain('The other tab wins.')
})

test('bo deletes a reply and takes it back with Undo, then deletes it for good; ada, reading below it, sees both changes live and her place does not move', async ({
  page,
  browser,
  request,
  logIn,
}) => {
  test.setTimeout(90_000)
  const bo = await apiToken(request, 'bo')
  const { thread: summary, post: reply } = await oldReplyOfBo(request, 'back-room', bo, { followed: true })
  await editByApi(request, bo, `/posts/${reply.id}`, reply.revision, 'Words bo will take back.')

  // Ada reads the thread, with bo's reply above her and the last reply in view.
  const adaContext = await browser.newContext({ baseURL })
  const ada = await adaContext.newPage()
  const adaLogin = await ada.request.post('/api/auth/login', { data: { email: users.ada.email, password: users.ada.password } })
  expect(adaLogin.status()).toBe(200)
  await ada.setViewportSize({ width: 1280, height: 500 })
  await openFollowing(ada, `/threads/${summary.id}?view=thread`, summary.id)
  const adaReply = ada.locator('article[data-watched]')
  await ada
    .getByRole('article')
    .filter({ hasText: 'Words bo will take back.' })
    .evaluate((article) => article.setAttribute('data-watched', ''))
  await expect(adaReply).toBeVisible()
  const last = ada.getByRole('article').last()
  await last.scrollIntoViewIfNeeded()
  await ada.evaluate(() => window.scrollBy(0, 120))
  const lastTop = () => last.evaluate((element) => Math.round(element.getBoundingClientRect().top))
  const placeBefore = await lastTop()
  await expect(adaReply).not.toBeInViewport()

  await logIn('bo')
  await page.goto(`/threads/${summary.id}?view=thread&post=${reply.id}`)
  const deletes: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url())
  })
  const mine = page.locator(`article[data-current]`)
  await mine.getByRole('button', { name: /^Delete your post, / }).click()
  const undo = mine.getByRole('button', { name: 'Undo' })
  await expect(undo).toBeFocused()
  await expect(mine.getByRole('status')).toHaveText(/Your post is deleted in 5 seconds/)
  await page.keyboard.press('Enter')
  await expect(mine.getByText('Words bo will take back.')).toBeVisible()
  await page.waitForTimeout(6_000)
  expect(deletes).toEqual([])
  await expect(adaReply).toContainText('Words bo will take back.')

  // An edit first: ada's copy changes in place.
  await mine.getByRole('button', { name: /^Edit your post, / }).click()
  await expect(page.getByRole('textbox', { name: 'Edit your post' })).toBeFocused()
  await typeAtEnd(page, ' Second thoughts.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('article[data-current]')).toContainText('Second thoughts.')
  await expect(adaReply).toContainText('Second thoughts.')
  expect(Math.abs((await lastTop()) - placeBefore)).toBeLessThanOrEqual(2)

  // Deleted for good: nothing asked, the request goes when the Undo's time is over.
  const deleted = page.waitForResponse(
    (response) => response.url().endsWith(`/api/posts/${reply.id}`) && response.request().method() === 'DELETE',
  )
  await page
    .locator(`article[data-current]`)
    .getByRole('button', { name: /^Delete your post, / })
    .click()
  expect((await deleted).status()).toBe(204)
  await expect(page.getByText('Second thoughts.')).toHaveCount(0)
  await expect(page.locator(`article[data-current]`).getByText('[deleted]')).toBeVisible()
  await expect(adaReply).toContainText('[deleted]')
  await expect(adaReply).not.toContainText('Second thoughts.')
  expect(Math.abs((await lastTop()) - placeBefore)).toBeLessThanOrEqual(2)
  const answer = await readThread(request, summary.id, bo)
  expect(answer.posts.find((post) => post.id === reply.id)).toMatchObject({ deleted: true, content: '{"ops":[]}' })
  await adaContext.close()
})
