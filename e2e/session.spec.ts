import { accessTokenSchema } from '../src/contract/schemas/auth'
import { boardId, expect, fillLogin, test, userMenuButton, users } from './fixtures'

test('ada logs in, opens her star feed from the user menu, and logs out leaving nothing behind', async ({
  page,
  context,
  request,
  logInByForm,
  expectAccessible,
}) => {
  // Three logins' worth of page loads and two axe runs: on a busy 2-core machine, over a minute.
  test.setTimeout(120_000)
  let accessToken = ''
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/auth/login') && response.ok()) {
      accessToken = accessTokenSchema.parse(await response.json()).access_token
    }
  })
  await logInByForm('ada')
  expect(accessToken).not.toBe('')

  await userMenuButton(page, 'ada').click()
  await page.getByRole('menuitem', { name: 'Star feed' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Starred threads' })).toBeFocused()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expectAccessible()

  // A reload keeps her logged in: the refresh cookie buys a new access token.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Starred threads' })).toBeVisible()
  await expect(userMenuButton(page, 'ada')).toBeVisible()

  // Her board view carries her own data: star buttons.
  const teaRoom = await boardId(request, 'tea-room')
  await page.goto(`/boards/${teaRoom}`)
  await expect(page.getByRole('button', { name: 'Star' }).first()).toBeVisible()

  await userMenuButton(page, 'ada').click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(userMenuButton(page, 'ada')).toHaveCount(0)

  // No user data on screen, even on the page she was reading (reached within the app: a
  // reload would wipe the memory anyway and prove nothing).
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Realm' })).toBeFocused()
  await page.getByRole('navigation', { name: 'Boards' }).getByRole('link', { name: 'The Tea Room' }).click()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Star' })).toHaveCount(0)
  await expect(page.getByText(users.ada.username, { exact: true })).toHaveCount(0)
  await expect(page.getByText(/new (post|comment)s?$|^New thread$/)).toHaveCount(0)
  await expectAccessible()

  // And no token in any storage the page can reach, nor a refresh cookie in the browser.
  const storage = await page.evaluate(async () => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((database) => database.name),
  }))
  expect(storage).toMatchObject({ local: '{}', cookie: '', databases: [] })
  // sessionStorage holds only the router's scroll positions.
  expect(Object.keys(JSON.parse(storage.session)).every((key) => key.startsWith('tsr-scroll-restoration'))).toBe(true)
  expect(JSON.stringify(storage)).not.toContain(accessToken)
  const cookies = await context.cookies()
  expect(cookies.filter((cookie) => cookie.value !== '')).toEqual([])
  expect(JSON.stringify(cookies)).not.toContain(accessToken)

  // A page that needs a user now sends the visitor to log in, and back afterwards.
  await page.goto('/stars')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await expectAccessible()
  await fillLogin(page, 'ada')
  await expect(page.getByRole('heading', { level: 1, name: 'Starred threads' })).toBeVisible()
})

test('the user menu works from the keyboard, closes on Escape and follows a chosen item', async ({ page, logIn, expectAccessible }) => {
  await logIn('bo')
  await page.goto('/')
  const toggle = userMenuButton(page, 'bo')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // Focus goes into the menu; the arrow keys move through it.
  await expect(page.getByRole('menuitem', { name: 'Your stuff' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Star feed' })).toBeFocused()
  for (const name of ['Your stuff', 'Star feed', 'Dex', 'Settings', 'Log out'])
    await expect(page.getByRole('menuitem', { name })).toBeVisible()
  await expectAccessible()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
  await expect(page.getByRole('menuitem', { name: 'Star feed' })).toBeHidden()
  // Enter on an item follows it. (Each key waits for the focus the one before moved: a key
  // pressed before the menu has focused its first item is lost.)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Your stuff' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Star feed' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Dex' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Dex' })).toBeVisible()
})

test('the skip link jumps to the content and pages fit a 360 px screen', async ({ page, request, expectAccessible }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`/boards/${await boardId(request, 'tea-room')}`)
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectAccessible()
})

test('bo stars a thread from the board, finds it in his star feed, and unstars it there', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  await logIn('bo')
  await page.goto(`/boards/${await boardId(request, 'kettle-corner')}`)
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Star', pressed: false }) })
    .first()
  const href = await card.getByRole('link', { name: /^Open thread/ }).getAttribute('href')
  // From here on the card is named by its thread: `card` is looked up again on each use, and
  // an earlier card whose star button has just loaded would then be "the first unstarred".
  const starred = page.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) })
  await starred.getByRole('button', { name: 'Star' }).click()
  await expect(starred.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'true')

  await userMenuButton(page, 'bo').click()
  await page.getByRole('menuitem', { name: 'Star feed' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Starred threads' })).toBeVisible()
  await expect(starred).toHaveCount(1)
  await expectAccessible()
  await starred.getByRole('button', { name: 'Star' }).click()
  await expect(starred.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'false')
})
