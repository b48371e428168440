import { apiToken, boardId, expect, openFollowing, realmBySlug, startThread, test, users } from './fixtures'
import { type Page } from '@playwright/test'
import { useOwnServer } from './own-server'

// A realm run by its moderators from the app (design.md, "Realm admin"): its boards, seen live by
// an open page, its invites and its members. On a server of its own: a new board, renamed and
// closed, a member taken out, would change what other specs read on the shared server.
useOwnServer('realm-admin', 11, { RATE_LIMIT_PER_MINUTE: '0' })

const adminPages = (page: Page) => page.getByRole('navigation', { name: 'Realm admin' })

test('ada runs her boards from the keyboard: makes one with a description, renames it, closes it to members (a visitor’s open page loses it), moves it up, and deletes an empty one', async ({
  page,
  browser,
  request,
  logIn,
  expectAccessibleInBothLooks,
}) => {
  const visitor = await (await browser.newContext()).newPage()
  await openFollowing(visitor, '/realms/demo', await boardId(request, 'tea-room'))
  const visitorBoards = visitor.getByRole('banner').getByRole('navigation', { name: 'Boards' })

  await logIn('ada')
  await page.goto('/realms/demo')
  await page.getByRole('banner').getByRole('button', { name: 'Realm: Demo Realm' }).press('Enter')
  await page.getByRole('menuitem', { name: 'Manage Demo Realm' }).press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible()
  const boards = page.getByRole('list', { name: 'Boards of Demo Realm, in order' })
  const status = page.getByRole('status').filter({ hasText: /\S/ })

  await page.getByRole('button', { name: 'New board' }).press('Enter')
  const name = page.getByRole('textbox', { name: 'Name' })
  await expect(name).toBeFocused()
  await page.keyboard.type('Tide Pool Teas')
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('tide-pool-teas')
  await page.getByRole('textbox', { name: /^Tagline/ }).fill('Salt air and sencha.')
  const description = page.getByRole('textbox', { name: 'Description of Tide Pool Teas' })
  await description.focus()
  await page.keyboard.type('Where the ')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('tide')
  await page.keyboard.press('Control+b')
  await page.keyboard.type(' turns.')
  await expectAccessibleInBothLooks()
  await page.getByRole('button', { name: 'Create board' }).press('Enter')
  await expect(status).toHaveText('Tide Pool Teas was made. It comes last in the list.')
  await expect(boards.getByRole('listitem').last()).toContainText('Tide Pool Teas')
  // Live on the visitor's open realm home: no reload.
  await expect(visitorBoards.getByRole('link', { name: 'Tide Pool Teas' })).toBeVisible()
  await expectAccessibleInBothLooks()

  const board = (await realmBySlug(request, 'demo')).boards.find((candidate) => candidate.slug === 'tide-pool-teas')
  expect(board).toBeDefined()
  await startThread(request, await apiToken(request, 'ada'), board?.id ?? '', [{ insert: 'The first cup by the sea.\n' }])
  const followsNewBoard = visitor.waitForResponse(
    (response) => response.url().includes('/api/events?') && response.url().includes(board?.id ?? '') && response.status() === 200,
  )
  await visitorBoards.getByRole('link', { name: 'Tide Pool Teas' }).click()
  const about = visitor.getByRole('region', { name: 'About Tide Pool Teas' })
  await expect(about).toHaveText('Where the tide turns.')
  await expect(about.locator('strong')).toHaveText('tide')
  await expect(visitor.getByText('The first cup by the sea.')).toBeVisible()
  await followsNewBoard

  await page.getByRole('button', { name: 'Edit Tide Pool Teas' }).press('Enter')
  await expect(name).toBeFocused()
  await name.fill('Tide Pool Tea House')
  await page.getByRole('button', { name: 'Save changes' }).press('Enter')
  await expect(status).toHaveText('Tide Pool Tea House was saved.')
  await expect(page.getByRole('button', { name: 'Edit Tide Pool Tea House' })).toBeFocused()
  await expect(visitorBoards.getByRole('link', { name: 'Tide Pool Tea House' })).toBeVisible()

  await page.getByRole('button', { name: 'Edit Tide Pool Tea House' }).press('Enter')
  await page.getByRole('checkbox', { name: /^Members only/ }).press('Space')
  await page.getByRole('button', { name: 'Save changes' }).press('Enter')
  await expect(boards.getByRole('listitem').last()).toContainText('Members only')
  await expect(visitor.getByText('This board is for members', { exact: true })).toBeVisible()
  await expect(visitor.getByText('The first cup by the sea.')).toHaveCount(0)

  // Fifth of five; moved up it is fourth, and focus stays on the button pressed.
  const moveUp = page.getByRole('button', { name: 'Move up Tide Pool Tea House' })
  await moveUp.press('Enter')
  await expect(status).toHaveText('Tide Pool Tea House is now 4 of 5.')
  await expect(moveUp).toBeFocused()
  await expect(boards.getByRole('listitem').nth(3)).toContainText('Tide Pool Tea House')
  await page.reload()
  await expect(boards.getByRole('listitem').nth(3)).toContainText('Tide Pool Tea House')
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Boards' }).getByRole('link').nth(3)).toContainText(
    'Tide Pool Tea House',
  )
  // A board with threads offers no Delete.
  await expect(page.getByRole('button', { name: 'Delete Tide Pool Tea House' })).toHaveCount(0)

  await page.getByRole('button', { name: 'New board' }).press('Enter')
  await page.keyboard.type('Empty Shelf')
  await page.getByRole('button', { name: 'Create board' }).press('Enter')
  await expect(status).toHaveText('Empty Shelf was made. It comes last in the list.')
  await page.getByRole('button', { name: 'Delete Empty Shelf' }).press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Delete Empty Shelf?' })
  await expectAccessibleInBothLooks()
  await dialog.getByRole('button', { name: 'Delete Empty Shelf' }).press('Enter')
  await expect(status).toHaveText('Empty Shelf was deleted.')
  await expect(status).toBeFocused()
  await expect(boards.getByText('Empty Shelf')).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Empty Shelf' })).toHaveCount(0)
})

test('ada makes a labelled invite and revokes it: its link says so. A board form refused keeps what was written', async ({
  page,
  browser,
  logIn,
  expectAccessibleInBothLooks,
}) => {
  await logIn('ada')
  await page.goto('/realms/demo/admin/invites')
  await page.getByRole('textbox', { name: /^Label/ }).fill('For Wren, from the market')
  await page.getByRole('button', { name: 'Create invite link' }).press('Enter')
  const link = page.getByRole('textbox', { name: 'Invite link' })
  await expect(link).toBeFocused()
  const url = new URL(await link.inputValue())
  const invites = page.getByRole('list', { name: 'Invites made' })
  const wren = invites.getByRole('listitem').filter({ hasText: 'For Wren, from the market' })
  await expect(wren).toContainText('Not used yet')
  await expect(wren).toContainText('made by ada')
  await expectAccessibleInBothLooks()

  await wren.getByRole('button', { name: 'Revoke For Wren, from the market' }).press('Enter')
  await page.getByRole('dialog', { name: 'Revoke this invite?' }).getByRole('button', { name: 'Revoke invite' }).press('Enter')
  await expect(wren).toContainText('Revoked')
  await expect(wren).toBeFocused()
  await expect(wren.getByRole('button')).toHaveCount(0)

  const stranger = await (await browser.newContext()).newPage()
  await stranger.goto(url.pathname)
  await expect(stranger.getByRole('heading', { level: 1, name: 'This invite is no longer valid' })).toBeVisible()
  await expect(stranger.getByText('A moderator of the realm took it back.')).toBeVisible()

  // A slug another board has: refused by the server, every field kept.
  await adminPages(page).getByRole('link', { name: 'Boards' }).press('Enter')
  await page.getByRole('button', { name: 'New board' }).press('Enter')
  await page.keyboard.type('Second Gallery')
  await page.getByRole('textbox', { name: 'Slug' }).fill('gallery')
  await page.getByRole('button', { name: 'Create board' }).press('Enter')
  await expect(page.getByRole('alert')).toContainText('The board could not be saved.')
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Second Gallery')
})

test('ada promotes bo and demotes him, removes him (his next request to the members-only board is refused), and invites him back', async ({
  page,
  browser,
  request,
  logIn,
  expectAccessibleInBothLooks,
}) => {
  await logIn('ada')
  await page.goto('/realms/demo/admin/members')
  await page.getByRole('searchbox', { name: 'Find a member by username' }).fill('bo')
  const members = page.getByRole('list', { name: 'Members whose username holds “bo”' })
  const bo = members.getByRole('listitem').filter({ hasText: /^bo/ })
  await expect(bo).toContainText('Member')
  await expectAccessibleInBothLooks()

  await bo.getByRole('button', { name: 'Make moderator bo' }).press('Enter')
  await expect(bo.getByRole('status')).toHaveText('bo is a moderator now.')
  await expect(bo).toContainText('Moderator')
  const boToken = await apiToken(request, 'bo')
  const realm = await realmBySlug(request, 'demo')
  expect((await request.get(`/api/realms/${realm.id}/invites`, { headers: { Authorization: `Bearer ${boToken}` } })).status()).toBe(200)

  await bo.getByRole('button', { name: 'Make member bo' }).press('Enter')
  await expect(bo.getByRole('status')).toHaveText('bo is a member now.')
  expect((await request.get(`/api/realms/${realm.id}/invites`, { headers: { Authorization: `Bearer ${boToken}` } })).status()).toBe(403)

  const backRoom = realm.boards.find((board) => board.slug === 'back-room')?.id ?? ''
  expect((await request.get(`/api/feeds/boards/${backRoom}`, { headers: { Authorization: `Bearer ${boToken}` } })).status()).toBe(200)
  await bo.getByRole('button', { name: 'Remove bo' }).press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Remove bo from Demo Realm?' })
  await expectAccessibleInBothLooks()
  await dialog.getByRole('button', { name: 'Remove bo' }).press('Enter')
  const removed = page.getByText('bo is no longer a member of Demo Realm.')
  await expect(removed).toBeFocused()
  await expect(page.getByText('No member’s username holds “bo”.')).toBeVisible()
  // The same, unexpired token: refused from this request on.
  expect((await request.get(`/api/feeds/boards/${backRoom}`, { headers: { Authorization: `Bearer ${boToken}` } })).status()).toBe(403)

  // Invited back: a new link, which bo uses with one press.
  await adminPages(page).getByRole('link', { name: 'Invites' }).press('Enter')
  await page.getByRole('textbox', { name: /^Label/ }).fill('bo, again')
  await page.getByRole('button', { name: 'Create invite link' }).press('Enter')
  const url = new URL(await page.getByRole('textbox', { name: 'Invite link' }).inputValue())
  const boPage = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage()
  expect((await boPage.request.post('/api/auth/login', { data: { email: users.bo.email, password: users.bo.password } })).status()).toBe(
    200,
  )
  await boPage.goto(url.pathname)
  await boPage.getByRole('button', { name: 'Join Demo Realm' }).press('Enter')
  await expect(boPage.getByText('Welcome to Demo Realm!')).toBeVisible()
  expect((await request.get(`/api/feeds/boards/${backRoom}`, { headers: { Authorization: `Bearer ${boToken}` } })).status()).toBe(200)

  await adminPages(page).getByRole('link', { name: 'Members' }).press('Enter')
  await page.getByRole('searchbox', { name: 'Find a member by username' }).fill('bo')
  await expect(bo).toContainText('Member')
  await adminPages(page).getByRole('link', { name: 'Invites' }).press('Enter')
  await expect(page.getByRole('list', { name: 'Invites made' }).getByRole('listitem').filter({ hasText: 'bo, again' })).toContainText(
    'Used',
  )
})

test('bo, a member, is offered no way to the admin pages, and the address tells him they are for moderators', async ({ page, logIn }) => {
  await logIn('bo')
  await page.goto('/realms/demo')
  await expect(page.getByRole('navigation', { name: 'Realm admin' })).toHaveCount(0)
  await page.getByRole('banner').getByRole('button', { name: 'Realm: Demo Realm' }).press('Enter')
  await expect(page.getByRole('menuitem', { name: /Leave Demo Realm/ })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Manage Demo Realm' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  for (const [path, title] of [
    ['/realms/demo/admin', 'Boards'],
    ['/realms/demo/admin/invites', 'Invites'],
    ['/realms/demo/admin/members', 'Members'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText('Only moderators of Demo Realm can manage it.', { exact: false })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Realm admin' })).toHaveCount(0)
  }
})
