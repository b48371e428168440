import { plural } from '../src/lib/plural'
import { expect, freshEmail, realmBySlug, test } from './fixtures'

test('a visitor’s front page is the demo realm: its boards with their thread counts, and the latest open threads', async ({
  page,
  request,
  expectAccessible,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Realm' })).toBeVisible()
  const boards = page.getByRole('list', { name: 'Boards of Demo Realm' }).getByRole('listitem')
  // Other tests start threads meanwhile: the page and the API agree once both are fresh.
  await expect(async () => {
    await page.reload()
    const realm = await realmBySlug(request, 'demo')
    for (const board of realm.boards) {
      await expect(boards.filter({ hasText: board.name })).toContainText(plural(board.threads_amount, 'thread'), { timeout: 1000 })
    }
  }).toPass()
  await expect(boards.filter({ hasText: 'Back Room' })).toContainText('Members only')
  await expect(page.getByRole('list', { name: 'Threads' }).getByRole('article')).toHaveCount(5)
  await expect(page.getByText('Threads on members-only boards show to members only.')).toBeVisible()
  await expectAccessible()
})

test('cy switches to the elsewhere realm, whose boards the header then lists, and reads The Harbor', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  await logIn('cy')
  await page.goto('/realms/demo')
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Realm' })).toBeVisible()
  await page.getByRole('banner').getByRole('button', { name: 'Realm: Demo Realm' }).click()
  await page.getByRole('menuitemradio', { name: 'Elsewhere' }).click()

  await expect(page).toHaveURL(/\/realms\/elsewhere$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Elsewhere' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Boards' })
  await expect(nav.getByRole('link', { name: 'The Harbor' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'The Tea Room' })).toHaveCount(0)
  const [harbor] = (await realmBySlug(request, 'elsewhere')).boards
  expect(harbor?.threads_amount).toBeGreaterThan(0)
  await expect(page.getByRole('list', { name: 'Boards of Elsewhere' }).getByRole('listitem').first()).toContainText(
    plural(harbor?.threads_amount ?? 0, 'thread'),
  )
  await expect(page.getByRole('list', { name: 'Threads' }).getByRole('article').first()).toBeVisible()
  await expectAccessible()

  await page.getByRole('list', { name: 'Boards of Elsewhere' }).getByRole('link', { name: 'The Harbor' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'The Harbor' })).toBeVisible()
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/threads\//)
  await expect(page.getByRole('navigation', { name: 'Boards' }).getByRole('link', { name: 'The Harbor' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(page.getByRole('banner').getByRole('button', { name: 'Realm: Elsewhere' })).toBeVisible()
})

test('ada invites someone from the realm home, and the link she copied lets a newcomer in', async ({
  page,
  browser,
  context,
  logIn,
  expectAccessible,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await logIn('ada')
  await page.goto('/realms/demo')
  await page.getByRole('button', { name: 'Invite someone' }).click()
  await page.getByRole('button', { name: 'Create invite link' }).click()
  const link = page.getByLabel('Invite link')
  await expect(link).toHaveValue(/\/invites\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/)
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Copied.')).toBeVisible()
  await expectAccessible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await link.inputValue())

  const newcomer = await browser.newContext()
  const theirPage = await newcomer.newPage()
  await theirPage.goto(copied)
  await theirPage.getByLabel('Email').fill(freshEmail('copied'))
  await theirPage.getByLabel('Password').fill('copied-link-password')
  await theirPage.getByRole('button', { name: 'Create account and join' }).click()
  await expect(theirPage.getByText('Welcome to Demo Realm!')).toBeVisible()
  await newcomer.close()
})

test('a realm that does not exist says so', async ({ page, expectAccessible }) => {
  await page.goto('/realms/no-such-realm')
  await expect(page.getByRole('heading', { level: 1, name: "This realm doesn't exist" })).toBeVisible()
  await expect(page.getByText('The realm with slug no-such-realm was not found.')).toBeVisible()
  await expectAccessible()
})
