import { readFileSync } from 'node:fs'
import { type Page, type Request } from '@playwright/test'
import { apiToken, boardThreads, expect, readThread, test, userMenuButton } from './fixtures'

/** The editor's chunk, as the build's manifest names it (chunks are named by their hash), as bench:js finds it too. */
const manifest: Record<string, { file: string }> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
const editorFile = Object.entries(manifest).find(([source]) => source.endsWith('features/writing/editor/QuillEditor.tsx'))?.[1].file
if (!editorFile) throw new Error('the build has no QuillEditor chunk: run npm run build')

/** Requests for the editor's chunk. */
const editorChunk = (request: Request) => new URL(request.url()).pathname === `/${editorFile}`

/**
 * A small thread of Kettle Corner with a reply and a comment to answer, both by someone other
 * than bo: the last such thread of the feed's first page (other specs take the first, and their
 * replies would look like these; the threads they start push the page's tail along).
 */
async function smallThread(page: Page, request: Parameters<typeof apiToken>[0]) {
  const bo = await apiToken(request, 'bo')
  const candidates = (await boardThreads(request, 'kettle-corner', bo)).filter(
    (thread) => thread.total_posts_amount >= 3 && thread.total_posts_amount < 40,
  )
  for (const summary of candidates.toReversed()) {
    const thread = await readThread(request, summary.id, bo)
    const parent = thread.posts.find((post) => post.parent_post_id === thread.starter.id && !post.own)
    const answerable = Object.values(thread.comments)
      .flat()
      .some((comment) => !comment.own && comment.chain_parent_id === null)
    void page
    if (parent && answerable) return { thread, parent, bo }
  }
  throw new Error('no small thread in Kettle Corner with a reply and a comment by someone else')
}

test('bo replies with bold text, a link and tags: it appears under its parent without the thread being fetched again, keeps his identity, and is there after a reload', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  const { thread, parent, bo } = await smallThread(page, request)
  const editorRequests: string[] = []
  const threadReads: string[] = []
  page.on('request', (sent) => {
    if (editorChunk(sent)) editorRequests.push(sent.url())
    if (sent.method() === 'GET' && new URL(sent.url()).pathname === `/api/threads/${thread.id}`) threadReads.push(sent.url())
  })

  await logIn('bo')
  await page.goto(`/threads/${thread.id}?view=thread`)
  const parentArticle = page
    .getByRole('article', { name: new RegExp(`^${parent.secret_identity.name},`) })
    .filter({ has: page.getByRole('button', { name: `Reply to ${parent.secret_identity.name}` }) })
    .first()
  await expect(parentArticle).toBeVisible()
  // Reading a thread costs no editor code.
  expect(editorRequests).toEqual([])
  const readsBefore = threadReads.length

  await parentArticle.getByRole('button', { name: `Reply to ${parent.secret_identity.name}` }).click()
  const editor = page.getByRole('textbox', { name: `Reply to ${parent.secret_identity.name}` })
  await expect(editor).toBeFocused()
  expect(editorRequests).toHaveLength(1)
  await expectAccessible()

  // Bold from the keyboard shortcut; a link from the toolbar, reached and used by keyboard alone.
  await page.keyboard.press('Control+b')
  await page.keyboard.type('Steep it longer')
  await page.keyboard.press('Control+b')
  await page.keyboard.type(', as explained at ')
  await page.keyboard.press('Shift+Tab')
  const toolbar = page.getByRole('toolbar', { name: `Formatting, Reply to ${parent.secret_identity.name}` })
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused()
  // The last two controls are the pictures' (by address, from the device): Link is before them.
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(toolbar.getByRole('button', { name: 'Link' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Link address' })).toBeFocused()
  await page.keyboard.type('https://tea.example/steeping')
  await page.keyboard.press('Enter')
  await expect(editor).toBeFocused()

  // Tags: one of each kind, committed with Enter and with a comma.
  await page.getByRole('textbox', { name: 'Tags' }).fill('#guide')
  await page.keyboard.press('Enter')
  await page.keyboard.type('+Brewing,cw: strong opinions,first reply')
  await page.keyboard.press('Enter')
  const chips = page.getByRole('list', { name: 'Tags added' })
  await expect(chips.getByRole('button')).toHaveCount(4)
  await chips.getByRole('button', { name: 'Remove whisper tag first reply' }).press('Enter')
  await expect(chips.getByRole('button')).toHaveCount(3)
  await expectAccessible()

  const posted = page.waitForResponse((response) => response.url().endsWith(`/api/posts/${parent.id}/contributions`))
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const answer = await posted
  expect(answer.status()).toBe(200)
  expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)

  // Its content warning holds the words back until asked, as for anyone's post.
  const warned = page.getByRole('article').filter({ hasText: 'Content warning: strong opinions' })
  await expect(warned).toBeFocused()
  await warned.getByRole('button', { name: 'Show content' }).click()
  const mine = page.getByRole('article').filter({ hasText: 'Steep it longer' })
  await expect(mine.locator('strong')).toHaveText('Steep it longer')
  await expect(mine.getByRole('link', { name: /tea\.example\/steeping/ })).toHaveAttribute('href', 'https://tea.example/steeping')
  await expect(mine.getByText('you', { exact: true })).toBeVisible()
  // Under its parent: the row right after the parent's, one indentation guide deeper.
  const guides = (article: typeof mine) =>
    article.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " flex ")][1]/div[@aria-hidden="true"]').count()
  expect(await guides(mine)).toBe((await guides(parentArticle)) + 1)
  expect(threadReads).toHaveLength(readsBefore)

  // A second reply, to the starter this time, comes under the same secret identity.
  const identity = (await readThread(request, thread.id, bo)).posts.find((post) => post.own)?.secret_identity.name
  expect(identity).toBeTruthy()
  await page
    .getByRole('button', { name: `Reply to ${thread.starter.secret_identity.name}` })
    .first()
    .click()
  await expect(page.getByRole('textbox', { name: `Reply to ${thread.starter.secret_identity.name}` })).toBeFocused()
  await page.keyboard.type('And a second thought.')
  await page.keyboard.press('Control+Enter')
  const second = page.getByRole('article').filter({ hasText: 'And a second thought.' })
  await expect(second).toBeFocused()
  await expect(second).toHaveAccessibleName(new RegExp(`^${identity},`))
  expect(threadReads).toHaveLength(readsBefore)

  await page.reload()
  await expect(page.getByRole('article').filter({ hasText: 'Content warning: strong opinions' })).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: 'And a second thought.' })).toBeVisible()
  const after = await readThread(request, thread.id, bo)
  const stored = after.posts.filter((post) => post.own && /Steep it longer|And a second thought/.test(post.content))
  expect(stored.map((post) => post.parent_post_id).sort()).toEqual([parent.id, thread.starter.id].sort())
  expect(stored.find((post) => post.parent_post_id === parent.id)?.tags).toEqual({
    whisper_tags: [],
    index_tags: ['guide'],
    category_tags: ['brewing'],
    content_warnings: ['strong opinions'],
  })
})

test('bo comments, writes a two-part chain and answers a comment: each appears in place, one identity throughout', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  const { thread, parent, bo } = await smallThread(page, request)
  const answered = Object.values(thread.comments)
    .flat()
    .find((comment) => !comment.own && comment.chain_parent_id === null)
  if (!answered) throw new Error('no comment to answer')
  const answeredPost = thread.posts.find((post) => post.id === answered.parent_post_id)
  if (!answeredPost) throw new Error('the answered comment has no post')

  await logIn('bo')
  await page.goto(`/threads/${thread.id}?view=thread`)
  const name = parent.secret_identity.name
  await page
    .getByRole('button', { name: `Comment on ${name}'s post` })
    .first()
    .click()
  await expect(page.getByRole('textbox', { name: `Comment on ${name}'s post` })).toBeFocused()
  await page.keyboard.type('A single comment.')
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const single = page.getByRole('article', { name: /^Comment by / }).filter({ hasText: 'A single comment.' })
  await expect(single).toBeFocused()
  await expect(single.getByText('you', { exact: true })).toBeVisible()

  await page
    .getByRole('button', { name: `Comment on ${name}'s post` })
    .first()
    .click()
  await page.keyboard.type('First part of two.')
  await page.getByRole('button', { name: 'Add part' }).click()
  await expect(page.getByRole('textbox', { name: `Comment on ${name}'s post, part 2` })).toBeFocused()
  await page.keyboard.type('Second part of two.')
  await expectAccessible()
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const chain = page.getByRole('article', { name: /^Comment by / }).filter({ hasText: 'First part of two.' })
  await expect(chain).toBeFocused()
  await expect(chain).toContainText('Second part of two.')

  const commenter = answered.secret_identity.name
  await page
    .getByRole('button', { name: `Reply to ${commenter}'s comment` })
    .first()
    .click()
  await expect(page.getByRole('textbox', { name: `Reply to ${commenter}'s comment` })).toBeFocused()
  await page.keyboard.type('Answering your comment.')
  await page.keyboard.press('Control+Enter')
  await expect(page.getByRole('article', { name: /^Comment by / }).filter({ hasText: 'Answering your comment.' })).toBeFocused()

  const stored = Object.values((await readThread(request, thread.id, bo)).comments)
    .flat()
    .filter((comment) => comment.own)
  const text = (words: string) => stored.find((comment) => comment.content.includes(words))
  const first = text('First part of two.')
  expect(text('Second part of two.')?.chain_parent_id).toBe(first?.id)
  expect(first?.parent_post_id).toBe(parent.id)
  expect(text('A single comment.')?.chain_parent_id).toBeNull()
  expect(text('Answering your comment.')?.parent_comment_id).toBe(answered.id)
  expect(new Set(stored.map((comment) => comment.secret_identity.name)).size).toBe(1)
})

test('a reply whose answer is lost after the server took it: an alert, the text kept, and Retry leaves exactly one', async ({
  page,
  request,
  logIn,
}) => {
  const { thread, parent, bo } = await smallThread(page, request)
  await logIn('bo')
  await page.goto(`/threads/${thread.id}?view=thread`)
  const name = parent.secret_identity.name
  await page
    .getByRole('button', { name: `Reply to ${name}` })
    .first()
    .click()
  const editor = page.getByRole('textbox', { name: `Reply to ${name}` })
  await expect(editor).toBeFocused()
  await page.keyboard.type('Sent once, whatever the network does.')

  // The request reaches the server, which stores the reply; the browser never hears back.
  const keys: string[] = []
  await page.route(
    `**/api/posts/${parent.id}/contributions`,
    async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '')
      await route.fetch()
      await route.abort('connectionreset')
    },
    { times: 1 },
  )
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Maybe not posted' })
  await expect(alert).toContainText('Could not reach the server')
  await expect(editor).toHaveText('Sent once, whatever the network does.')

  const retried = page.waitForRequest((sent) => sent.url().endsWith(`/api/posts/${parent.id}/contributions`))
  await alert.getByRole('button', { name: 'Retry' }).click()
  expect((await retried).headers()['idempotency-key']).toBe(keys[0])
  await expect(page.getByRole('article').filter({ hasText: 'Sent once, whatever the network does.' })).toBeFocused()
  await expect(page.getByRole('article').filter({ hasText: 'Sent once, whatever the network does.' })).toHaveCount(1)

  const stored = (await readThread(request, thread.id, bo)).posts.filter((post) =>
    post.content.includes('Sent once, whatever the network does.'),
  )
  expect(stored).toHaveLength(1)
})

test('an unsent reply comes back after a reload, the page asks before it goes, and logging out asks before it removes it', async ({
  page,
  request,
  logIn,
}) => {
  const { thread, parent } = await smallThread(page, request)
  await logIn('bo')
  await page.goto(`/threads/${thread.id}?view=thread`)
  const name = parent.secret_identity.name
  const open = () =>
    page
      .getByRole('button', { name: `Reply to ${name}` })
      .first()
      .click()
  const editor = page.getByRole('textbox', { name: `Reply to ${name}` })
  await open()
  await expect(editor).toBeFocused()
  await page.keyboard.type('Words I have not sent yet.')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('teahouse.drafts') ?? '')).toContain('Words I have not sent yet.')

  const asked: string[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.type())
    void dialog.accept()
  })
  await page.reload()
  expect(asked).toEqual(['beforeunload'])
  await open()
  await expect(editor).toHaveText('Words I have not sent yet.')

  // Leaving for another page of the app asks too, in the app's own words.
  await page.getByRole('navigation', { name: 'Boards' }).getByRole('link', { name: 'Kettle Corner' }).click()
  const leave = page.getByRole('dialog', { name: 'Leave this page?' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Stay' }).click()
  await expect(editor).toHaveText('Words I have not sent yet.')

  // Logging out asks what becomes of the draft; "Discard" takes it away, with nothing more to ask.
  await userMenuButton(page, 'bo').click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  const ask = page.getByRole('dialog', { name: 'Log out with unsent drafts?' })
  await expect(ask).toContainText('You have 1 unsent draft on this device.')
  await ask.getByRole('button', { name: 'Discard' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(page).toHaveURL('/')
  expect(await page.evaluate(() => localStorage.getItem('teahouse.drafts'))).toBeNull()
})

test('bo starts a new thread from the board page, lands on it, and it heads the board feed', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  await logIn('bo')
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Boards' }).getByRole('link', { name: 'Kettle Corner' }).click()
  await page.getByRole('link', { name: 'New thread' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New thread' })).toBeVisible()
  const editor = page.getByRole('textbox', { name: 'New thread in Kettle Corner' })
  await expect(editor).toBeFocused()
  await page.keyboard.type('Which kettle whistles the nicest?')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Mine sounds like a tired owl.')
  await page.getByRole('textbox', { name: 'Tags' }).fill('+kettles')
  await page.keyboard.press('Enter')
  await page.getByRole('radio', { name: /^Gallery/ }).check()
  await expectAccessible()

  const started = page.waitForResponse(
    (response) => /\/api\/boards\/[0-9a-f-]{36}$/.test(response.url()) && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  expect((await started).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Which kettle whistles the nicest?' })).toBeVisible()
  await expect(page.getByRole('tablist', { name: 'Layout' }).getByRole('tab', { name: 'Gallery', selected: true })).toBeVisible()
  const threadId = new URL(page.url()).pathname.split('/').at(-1)

  // Back goes to the board, where the new thread comes first.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Kettle Corner' })).toBeVisible()
  await expect(page.getByRole('article').first()).toContainText('Which kettle whistles the nicest?')
  expect((await boardThreads(request, 'kettle-corner'))[0]?.id).toBe(threadId)
})
