import { type APIRequestContext, type Page } from '@playwright/test'
import { boardId, boardThreads, createInvite, expect, fillLogin, test, userMenuButton } from './fixtures'

// In order: cy is checked as a reader of another realm first, and joins the demo realm in the
// last test (she stays a member for the rest of the run; no other spec depends on her not being one).
test.describe.configure({ mode: 'serial' })

const onlyMembersReply = 'Only members of Demo Realm can reply — ask a moderator for an invite.'
const onlyMembersStart = 'Only members of Demo Realm can start threads here — ask a moderator for an invite.'

/** Every writing control a thread can offer: Reply and Comment on posts, Reply on comments, Add part. */
const writingControls = (page: Page) => page.getByRole('main').getByRole('button', { name: /^(Reply|Comment|Add part)\b/ })

/** A Tea Room thread with replies and comments, small enough to be drawn whole. */
async function someThread(request: APIRequestContext) {
  const thread = (await boardThreads(request, 'tea-room')).find(
    (summary) => summary.total_posts_amount >= 3 && summary.total_posts_amount < 40 && summary.total_comments_amount > 0,
  )
  if (!thread) throw new Error('no mid-sized thread with comments in the Tea Room')
  return thread
}

/** Opens a thread and waits for all of it, not only the starter a feed may have shown. */
async function openThread(page: Page, threadId: string, view?: 'gallery') {
  await page.goto(`/threads/${threadId}${view ? `?view=${view}` : ''}`)
  await expect(page.getByRole('tablist', { name: 'Layout' })).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /Loading the replies|Opening the gallery/ }),
  ).toHaveCount(0)
}

test('cy, of another realm, is offered no Reply or Comment on a demo thread, but told whom to ask', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  const thread = await someThread(request)
  await logIn('cy')

  await openThread(page, thread.id)
  await expect(page.getByText(onlyMembersReply)).toBeVisible()
  expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(1)
  await expect(writingControls(page)).toHaveCount(0)
  // What she may do to the thread as a reader is still offered.
  await expect(page.getByRole('button', { name: 'Thread options' })).toBeVisible()
  await expectAccessible()

  await openThread(page, thread.id, 'gallery')
  await expect(page.getByText(onlyMembersReply)).toBeVisible()
  await expect(writingControls(page)).toHaveCount(0)
})

test('cy is offered no "New thread" on a demo board, but told whom to ask', async ({ page, request, logIn, expectAccessible }) => {
  await logIn('cy')
  const teaRoom = await boardId(request, 'tea-room')
  await page.goto(`/boards/${teaRoom}`)
  await expect(page.getByRole('heading', { level: 1, name: 'The Tea Room' })).toBeVisible()
  await expect(page.getByText(onlyMembersStart)).toBeVisible()
  await expect(page.getByRole('link', { name: 'New thread' })).toHaveCount(0)
  await expectAccessible()
})

test('the members-only Back Room tells cy why she cannot read it, with no "New thread" beside that', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  await logIn('cy')
  const backRoom = await boardId(request, 'back-room')
  await page.goto(`/boards/${backRoom}`)
  await expect(page.getByText('This board is for members')).toBeVisible()
  await expect(page.getByText(/Ask a moderator of its realm for an invite/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'New thread' })).toHaveCount(0)
  await expectAccessible()
})

test("cy's new-thread page, typed by hand, says who may start threads there instead of opening an editor", async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  await logIn('cy')
  const backRoom = await boardId(request, 'back-room')
  await page.goto(`/boards/${backRoom}/new`)
  await expect(page.getByText('Only members of Demo Realm can start threads on Back Room')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Opens as' })).toHaveCount(0)
  await expectAccessible()
  await page.getByRole('link', { name: 'Go to Back Room' }).click()
  await expect(page).toHaveURL(`/boards/${backRoom}`)
})

test('a visitor is offered "Log in to reply", which brings them back to the thread, able to reply', async ({
  page,
  request,
  expectAccessible,
}) => {
  const thread = await someThread(request)
  await openThread(page, thread.id)
  await expect(writingControls(page)).toHaveCount(0)
  const logInToReply = page.getByRole('link', { name: 'Log in to reply' })
  await expect(logInToReply).toBeVisible()
  await expectAccessible()

  await logInToReply.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await fillLogin(page, 'bo')
  await expect(page).toHaveURL(`/threads/${thread.id}`)
  await expect(writingControls(page).first()).toBeVisible()
  await expect(page.getByText(/Only members of|Log in to reply/)).toHaveCount(0)
})

test('an address that is not a thread says so in plain words, and the way out works', async ({ page, expectAccessible }) => {
  await page.goto('/threads/not-a-uuid')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: "This thread doesn't exist" })).toBeVisible()
  // The server's words, small, under the title.
  await expect(main.getByText('Invalid path: thread_id must be a uuid.')).toBeVisible()
  await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await expectAccessible()
  await main.getByRole('link', { name: 'Go to the front page' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Realm' })).toBeVisible()
})

test('cy joins with one press; then she may reply, and the used link tells her she is in', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  const invite = await createInvite(request)
  const thread = await someThread(request)
  await logIn('cy')
  await page.goto(invite.path)
  const join = page.getByRole('button', { name: 'Join Demo Realm' })
  await expect(join).toBeVisible()
  await expectAccessible()
  await join.click()
  await expect(page.getByText('Welcome to Demo Realm!')).toBeVisible()
  await expect(page).toHaveURL(/\/realms\/demo$/)
  await expect(userMenuButton(page, 'cy')).toBeVisible()
  // Her realms now include the demo realm.
  await page.getByRole('banner').getByRole('button', { name: 'Realm: Demo Realm' }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Demo Realm' })).toBeChecked()
  await expect(page.getByRole('menuitemradio', { name: 'Elsewhere' })).toBeVisible()
  await page.keyboard.press('Escape')

  await openThread(page, thread.id)
  await expect(writingControls(page).first()).toBeVisible()
  await expect(page.getByText(onlyMembersReply)).toHaveCount(0)

  // The link she used, opened again: she is in, not sent for a new one.
  await page.goto(invite.path)
  await expect(page.getByRole('heading', { level: 1, name: 'You are a member of Demo Realm' })).toBeVisible()
  await expect(page.getByText(/new link/)).toHaveCount(0)
  await expectAccessible()
  await page.getByRole('link', { name: 'Go to Demo Realm' }).click()
  await expect(page).toHaveURL(/\/realms\/demo$/)
})
