import {
  apiToken,
  boardId,
  boardThreads,
  expect,
  newMember,
  openFollowing,
  readThread,
  replyTo,
  startThread,
  test,
  userMenuButton,
  type Member,
} from './fixtures'
import { type APIRequestContext } from '@playwright/test'
import { notificationPageSchema } from '../src/contract/schemas/notification'
import { useOwnServer } from './own-server'

// A reader's own controls (design.md, "Reader controls"): hide, mark as read, pin and mute
// boards, board news, dismissing notifications, "Your stuff". On a server of its own: its new
// threads would head boards other specs read.
useOwnServer('reader-controls', 12, { RATE_LIMIT_PER_MINUTE: '0' })

const words = (text: string) => [{ insert: `${text}\n` }]

/** How many unread notifications `token`'s reader has. */
const unreadCount = async (request: APIRequestContext, token: string) =>
  notificationPageSchema.parse(await (await request.get('/api/notifications', { headers: { Authorization: `Bearer ${token}` } })).json())
    .unread_count

test('a reader hides a thread from its card by mouse and shows it again by keyboard, marks one read; both hold after a reload and in a second tab', async ({
  page,
  request,
  logIn,
  expectAccessibleInBothLooks,
}) => {
  const reader: Member = await newMember(request, 'hider')
  const bo = await apiToken(request, 'bo')
  const kettle = await boardId(request, 'kettle-corner')
  await startThread(request, bo, kettle, words('A thread to fold away.'))
  await startThread(request, bo, kettle, words('A thread to catch up on.'))
  await startThread(request, bo, kettle, words('A thread read by a click.'))
  await logIn(reader)
  await page.goto(`/boards/${kettle}`)
  const card = (title: string) => page.getByRole('article', { name: title })

  await page.getByRole('button', { name: 'Hide “A thread to fold away.”' }).click()
  const folded = page.getByRole('article', { name: 'Thread by' }).filter({ hasText: 'You hid this thread.' })
  await expect(folded).toHaveCount(1)
  await expect(page.getByText('A thread to fold away.')).toHaveCount(0)

  const markRead = page.getByRole('button', { name: 'Mark “A thread to catch up on.” as read' })
  await expect(card('A thread to catch up on.').getByText('New thread')).toBeVisible()
  await markRead.focus()
  await page.keyboard.press('Enter')
  await expect(markRead).toHaveCount(0)
  // The new counts clear at once.
  await expect(card('A thread to catch up on.').getByText('New thread')).toHaveCount(0)
  await page.getByRole('button', { name: 'Mark “A thread read by a click.” as read' }).click()
  await expect(card('A thread read by a click.').getByText('New thread')).toHaveCount(0)
  await expectAccessibleInBothLooks()

  await page.reload()
  await expect(folded).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Mark “A thread to catch up on.” as read' })).toHaveCount(0)
  const second = await page.context().newPage()
  await second.goto(`/boards/${kettle}`)
  await expect(second.getByRole('article').filter({ hasText: 'You hid this thread.' })).toHaveCount(1)
  for (const title of ['A thread to catch up on.', 'A thread read by a click.']) {
    const there = second.getByRole('article', { name: title })
    await expect(there.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await expect(there.getByText('New thread')).toHaveCount(0)
  }

  const unhide = page.getByRole('button', { name: /^Unhide “Thread by/ })
  await unhide.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'A thread to fold away.' })).toBeVisible()
  await expect(page.getByText('You hid this thread.')).toHaveCount(0)
})

test('a reader hides a thread from its Thread options by mouse and unhides it by keyboard, and still opens it from a link; its replies bring no notification', async ({
  page,
  request,
  logIn,
  expectAccessibleInBothLooks,
}) => {
  const reader = await newMember(request, 'optioner')
  const token = await apiToken(request, reader)
  const gallery = await boardId(request, 'gallery')
  const thread = await startThread(request, token, gallery, words('My own thread, hidden.'))
  await logIn(reader)
  await page.goto(`/threads/${thread.id}`)
  await page.getByRole('button', { name: 'Thread options' }).click()
  await page.getByRole('menuitem', { name: 'Hide thread' }).click()
  await expect(page.getByText('Hidden: feeds fold it away, and it brings you no notifications.', { exact: true })).toBeVisible()

  await replyTo(request, await apiToken(request, 'bo'), thread.posts[0]?.id ?? '', words('A reply nobody is told of.'))
  expect(await unreadCount(request, token)).toBe(0)

  await page.reload()
  await expect(page.getByText('My own thread, hidden.')).toBeVisible()
  const second = await page.context().newPage()
  await second.goto(`/boards/${gallery}`)
  await expect(second.getByRole('article').filter({ hasText: 'You hid this thread.' })).toHaveCount(1)
  await expectAccessibleInBothLooks()

  await page.getByRole('button', { name: 'Thread options' }).press('Enter')
  const unhide = page.getByRole('menuitem', { name: 'Unhide thread' })
  await expect(unhide).toBeVisible()
  await unhide.press('Enter')
  await expect(page.getByText('The thread shows in feeds again.', { exact: true })).toBeVisible()
  await second.reload()
  await expect(second.getByRole('heading', { level: 2, name: 'My own thread, hidden.' })).toBeVisible()
  await expect(second.getByText('You hid this thread.')).toHaveCount(0)
})

test('a visitor is offered a way to log in where the controls would be', async ({ page, request }) => {
  const gallery = await boardId(request, 'gallery')
  await page.goto(`/boards/${gallery}`)
  await expect(page.getByRole('link', { name: 'Log in to start threads here, or pin and mute this board' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pin board' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Mute board' })).toHaveCount(0)
  await expect(page.getByRole('article', { name: 'Thread by' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^(Hide|Mark) “/ })).toHaveCount(0)
})

test('a reader pins a board (it heads the header’s list, after a reload and in a second tab), mutes one (it leaves the realm home’s latest), sees news and dismisses a board’s notifications', async ({
  page,
  request,
  logIn,
  expectAccessibleInBothLooks,
}) => {
  const reader = await newMember(request, 'pinner')
  const token = await apiToken(request, reader)
  const [gallery, kettle] = await Promise.all([boardId(request, 'gallery'), boardId(request, 'kettle-corner')])
  const mine = await startThread(request, token, gallery, words('Pictures of my teapot.'))
  const elsewhere = await startThread(request, token, await boardId(request, 'tea-room'), words('My Tea Room thread.'))
  await startThread(request, await apiToken(request, 'bo'), kettle, words('Kettle chatter for the latest list.'))
  await replyTo(request, await apiToken(request, 'bo'), mine.posts[0]?.id ?? '', words('Lovely teapot!'))
  await logIn(reader)

  await page.goto(`/boards/${gallery}`)
  const boards = page.getByRole('banner').getByRole('navigation', { name: 'Boards' })
  const pin = page.getByRole('button', { name: 'Pin board' })
  await expect(pin).toHaveAttribute('aria-pressed', 'false')
  await pin.click()
  await expect(pin).toHaveAttribute('aria-pressed', 'true')
  await expect(boards.getByRole('link').first()).toContainText('Gallery')

  // Dismiss: the gallery's notification is read.
  await page.getByRole('button', { name: 'Dismiss notifications' }).press('Enter')
  await expect(page.getByText('Notifications of Gallery dismissed.', { exact: true })).toBeVisible()
  expect(await unreadCount(request, token)).toBe(0)
  await expectAccessibleInBothLooks()

  await page.reload()
  await expect(boards.getByRole('link').first()).toContainText('Gallery')
  const second = await page.context().newPage()
  await second.goto('/realms/demo')
  await expect(second.getByRole('banner').getByRole('navigation', { name: 'Boards' }).getByRole('link').first()).toContainText('Gallery')
  // News: someone else wrote on Kettle Corner, which the reader never opened.
  await expect(boards.getByRole('link', { name: 'Kettle Corner (new activity)' })).toBeVisible()
  await expect(second.getByText('Kettle chatter for the latest list.')).toBeVisible()
  const realmBoards = second.getByRole('list', { name: 'Boards of Demo Realm' }).getByRole('listitem')
  const kettleCard = realmBoards.filter({ hasText: 'Kettle Corner' })
  await expect(kettleCard.getByText('New activity', { exact: true })).toBeVisible()
  // Pinned boards come first on the realm home too.
  await expect(realmBoards.first()).toContainText('Gallery')
  await expect(realmBoards.first().getByText('Pinned', { exact: true })).toBeVisible()

  await page.goto(`/boards/${kettle}`)
  const mute = page.getByRole('button', { name: 'Mute board' })
  await mute.focus()
  await page.keyboard.press('Enter')
  await expect(mute).toHaveAttribute('aria-pressed', 'true')
  // Opened, it has no news any more.
  await expect(boards.getByRole('link', { name: 'Kettle Corner', exact: true })).toBeVisible()
  await second.reload()
  await expect(second.getByRole('heading', { name: 'Latest threads' })).toBeVisible()
  await expect(second.getByText('Pictures of my teapot.')).toBeVisible()
  await expect(second.getByText('Kettle chatter for the latest list.')).toHaveCount(0)

  // The realm home says so on each board, and offers the same settings there: unmute by mouse.
  await expect(kettleCard.getByText('Muted', { exact: true })).toBeVisible()
  await expect(kettleCard.getByText('New activity', { exact: true })).toHaveCount(0)
  const unmute = kettleCard.getByRole('button', { name: 'Mute Kettle Corner' })
  await expect(unmute).toHaveAttribute('aria-pressed', 'true')
  await unmute.click()
  await expect(unmute).toHaveAttribute('aria-pressed', 'false')
  await expect(second.getByText('Kettle chatter for the latest list.')).toBeVisible()
  await expectAccessibleInBothLooks(second)

  // Unpin by keyboard: the realm's own order again, here and in the other tab after a reload.
  const unpin = realmBoards.filter({ hasText: 'Gallery' }).getByRole('button', { name: 'Pin Gallery' })
  await expect(unpin).toHaveAttribute('aria-pressed', 'true')
  await unpin.focus()
  await second.keyboard.press('Enter')
  await expect(unpin).toHaveAttribute('aria-pressed', 'false')
  await expect(realmBoards.first()).not.toContainText('Gallery')
  await page.reload()
  await expect(boards.getByRole('link').first()).not.toContainText('Gallery')

  // Dismiss the realm's notifications by mouse: news from another board is read too.
  await replyTo(request, await apiToken(request, 'bo'), elsewhere.posts[0]?.id ?? '', words('News in the Tea Room.'))
  await expect.poll(() => unreadCount(request, token)).toBe(1)
  await second.getByRole('button', { name: 'Dismiss notifications' }).click()
  await expect(second.getByText('Notifications of Demo Realm dismissed.', { exact: true })).toBeVisible()
  expect(await unreadCount(request, token)).toBe(0)
})

test('Your stuff lists the threads a reader started or wrote in; Updated only keeps those with news, across a reload', async ({
  page,
  request,
  logIn,
  expectAccessibleInBothLooks,
}) => {
  const reader = await newMember(request, 'stuff')
  const token = await apiToken(request, reader)
  const bo = await apiToken(request, 'bo')
  const tea = await boardId(request, 'tea-room')
  const quiet = await startThread(request, token, tea, words('My quiet thread.'))
  const busy = await startThread(request, token, tea, words('My busy thread.'))
  const others = await startThread(request, bo, tea, words('Someone else’s thread I answered.'))
  await replyTo(request, token, others.posts[0]?.id ?? '', words('My answer.'))
  for (const thread of [quiet, busy, others]) {
    await request.post(`/api/threads/${thread.id}/visits`, { headers: { Authorization: `Bearer ${token}` } })
  }
  await replyTo(request, bo, busy.posts[0]?.id ?? '', words('News for the busy one.'))

  await logIn(reader)
  await page.goto('/')
  await userMenuButton(page, reader).click()
  await page.getByRole('menuitem', { name: 'Your stuff' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your stuff' })).toBeVisible()
  const titles = page.getByRole('list', { name: 'Threads' }).getByRole('heading', { level: 2 })
  await expect(titles).toHaveText(['My busy thread.', 'Someone else’s thread I answered.', 'My quiet thread.'])
  await expectAccessibleInBothLooks()

  const updatedOnly = page.getByRole('switch', { name: 'Updated only' })
  await updatedOnly.focus()
  await page.keyboard.press('Enter')
  await expect(updatedOnly).toHaveAttribute('aria-checked', 'true')
  await expect(titles).toHaveText(['My busy thread.'])
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Updated only' })).toHaveAttribute('aria-checked', 'true')
  await expect(titles).toHaveText(['My busy thread.'])
  // The same list in a second tab, and the switch back by mouse there.
  const second = await page.context().newPage()
  await second.goto(page.url())
  const secondTitles = second.getByRole('list', { name: 'Threads' }).getByRole('heading', { level: 2 })
  await expect(secondTitles).toHaveText(['My busy thread.'])
  await second.getByRole('switch', { name: 'Updated only' }).click()
  await expect(secondTitles).toHaveText(['My busy thread.', 'Someone else’s thread I answered.', 'My quiet thread.'])
  await second.close()

  // Live: a reply in one of the reader's threads is counted, and shown when asked.
  await openFollowing(page, '/me', quiet.id)
  await replyTo(request, bo, quiet.posts[0]?.id ?? '', words('The quiet one wakes up.'))
  const pill = page.getByRole('button', { name: /1 thread with new activity/ })
  await expect(pill).toBeVisible()
  await pill.press('Enter')
  await expect(titles.first()).toHaveText('My quiet thread.')
})

test('the big thread as a timeline: every post flat in the order written, Latest and New, and "Reply to" brings the answered post into view', async ({
  page,
  request,
  expectAccessibleInBothLooks,
}) => {
  const big = (await boardThreads(request, 'tea-room')).reduce((a, b) => (a.total_posts_amount > b.total_posts_amount ? a : b))
  const thread = await readThread(request, big.id)
  await page.goto(`/threads/${big.id}?view=timeline`)
  await expect(page.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true')
  const all = page.getByRole('radio', { name: 'All' })
  // A visitor has nothing new: the timeline opens on All, in the order written.
  await expect(all).toBeChecked()
  // Posts, not the comments among them (articles too).
  const articles = page.getByRole('main').getByRole('article', { name: /^(?!Comment by)/ })
  const byTime = [...thread.posts].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
  await expect(articles.nth(1)).toHaveAccessibleName(new RegExp(`^${byTime[1]?.secret_identity.name},`))
  // Only the rows near the viewport are in the page.
  expect(await articles.count()).toBeLessThan(60)

  // "Reply to …" on the first reply, scrolled to the top of the window: the post it answers comes back into view.
  const answering = byTime[1]
  const parent = thread.posts.find((post) => post.id === answering?.parent_post_id)
  if (!answering || !parent) throw new Error('no reply to follow')
  const article = articles.nth(1)
  await expect(article).toHaveAccessibleName(new RegExp(`^${answering.secret_identity.name}, replying to ${parent.secret_identity.name}`))
  // Scrolled again until it holds: rows measured after the scroll (the window list's estimates
  // made real) may move the article down under a busy machine.
  await expect(async () => {
    await article.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 10))
    await expect(articles.first()).not.toBeInViewport({ timeout: 1000 })
  }).toPass()
  await article.getByRole('button', { name: `↳ Reply to ${parent.secret_identity.name}` }).press('Enter')
  const current = page.getByRole('main').locator('article[data-current]')
  await expect(current).toBeFocused()
  await expect(current).toHaveAccessibleName(new RegExp(`^${parent.secret_identity.name},`))
  await expect(current).toBeInViewport()
  await expectAccessibleInBothLooks()

  // The modes are a radio group: the arrow keys move between them.
  await all.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: 'Latest' })).toBeChecked()
  await expect(articles.first()).toHaveAccessibleName(new RegExp(`^${byTime.at(-1)?.secret_identity.name},`))
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: 'New' })).toBeChecked()
  await expect(page.getByText('Nothing new since your last visit.')).toBeVisible()
})
