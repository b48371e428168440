import { type Page } from '@playwright/test'
import { expect, fillLogin, newMember, test, userMenuButton } from './fixtures'
import { useOwnServer } from './own-server'
import { startSmtpCatcher, type SmtpCatcher } from '../server/test/smtp-catcher'
import { phonePhoto } from '../server/test/pictures'

// Accounts people can keep (design.md, "Accounts"): a forgotten password reset by mail, read
// from a real SMTP server this spec runs; the sessions of an account, and signing out the
// others; a new password. On a server of its own, sending its mail to that SMTP server.
let mail: SmtpCatcher
test.beforeAll(async () => {
  mail = await startSmtpCatcher()
})
test.afterAll(() => mail.stop())
const baseURL = useOwnServer('accounts', 13, () => ({ RATE_LIMIT_PER_MINUTE: '0', SMTP_URL: mail.url, PUBLIC_URL: baseURL }))

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** Presses a control by keyboard: focused, then Enter. */
async function press(page: Page, name: string | RegExp, role: 'button' | 'link' = 'button') {
  const control = page.getByRole(role, { name })
  await control.focus()
  await page.keyboard.press('Enter')
}

test('a forgotten password: the link comes by mail, sets a new password once, and the new one logs in', async ({
  page,
  request,
  expectAccessibleInBothLooks,
}) => {
  const member = await newMember(request, 'forgetful')
  await page.goto('/login')
  await press(page, 'Forgot your password?', 'link')
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await page.getByLabel('Email').fill(member.email)
  await press(page, 'Send me a link')
  await expect(page.getByRole('status')).toHaveText(/^If that address has an account, we sent a link to it\./)
  await expectAccessibleInBothLooks()

  const [received] = await mail.waitFor((each) => each.recipients.includes(member.email))
  const link = /(http:\/\/127\.0\.0\.1:\d+)(\/reset-password\/[A-Za-z0-9_-]+)/.exec(received?.text ?? '')
  if (!link?.[2]) throw new Error(`no link in the mail: ${received?.text}`)
  expect(link[1]).toBe(baseURL)

  await page.goto(link[2])
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password').fill('a fresh start')
  await page.getByLabel('The same again').fill('a fresh stARt')
  await press(page, 'Set the new password')
  await expect(page.getByRole('alert')).toHaveText('The two passwords differ.')
  await page.getByLabel('The same again').fill('a fresh start')
  await expectAccessibleInBothLooks()
  await press(page, 'Set the new password')
  await expect(page.getByRole('status')).toHaveText(/^Your password is changed/)

  // The link works once: a second use says so, with the way to a new one.
  await page.goto(link[2])
  await page.getByLabel('New password').fill('another try at it')
  await page.getByLabel('The same again').fill('another try at it')
  await press(page, 'Set the new password')
  await expect(page.getByRole('alert')).toContainText('This link has already been used.')
  await expect(page.getByRole('alert').getByRole('link', { name: 'Ask for a new link' })).toBeVisible()

  await page.goto('/login')
  await fillLogin(page, { email: member.email, password: member.password })
  await expect(page.getByRole('alert')).toBeVisible()
  await fillLogin(page, { email: member.email, password: 'a fresh start' })
  await expect(userMenuButton(page, member)).toBeVisible()
})

test('Settings lists the browsers signed in; "Sign out everywhere else" signs the other out; a new password needs the current one', async ({
  page,
  browser,
  logIn,
  expectAccessibleInBothLooks,
}) => {
  const member = await newMember(page.request, 'roamer')
  const laptop = await browser.newContext({ baseURL, userAgent: FIREFOX })
  const elsewhere = await laptop.newPage()
  expect((await elsewhere.request.post('/api/auth/login', { data: { email: member.email, password: member.password } })).status()).toBe(200)
  // The other browser's page has its live stream open: what happens to its session reaches it.
  const streamOpen = elsewhere.waitForResponse((response) => response.url().includes('/api/events') && response.status() === 200)
  await elsewhere.goto('/settings')
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await streamOpen

  await logIn(member)
  await page.goto('/settings')
  const sessions = page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem')
  await expect(sessions).toHaveCount(2)
  await expect(sessions.first()).toContainText('This browser')
  await expect(sessions.filter({ hasText: 'Firefox on Linux' })).toHaveCount(1)
  await expectAccessibleInBothLooks()

  await press(page, 'Sign out everywhere else')
  await expect(page.getByRole('status').filter({ hasText: 'Signed out everywhere else' })).toHaveText(
    'Signed out everywhere else: 1 other session ended.',
  )
  await expect(page.getByRole('status').filter({ hasText: 'Signed out everywhere else' })).toBeFocused()
  await expect(sessions).toHaveCount(1)
  await expect(page.getByText('You are signed in nowhere else.')).toBeVisible()
  // The other browser is told at once, where it is, without a new page.
  const told = elsewhere.getByRole('dialog', { name: 'You were signed out' })
  await expect(told).toBeVisible()
  await expect(told).toContainText('Your account was signed out from another device')
  await expectAccessibleInBothLooks(elsewhere)
  await told.getByRole('button', { name: 'Stay signed out' }).click()
  // Settings asks it to log in now.
  await elsewhere.goto('/settings')
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await laptop.close()

  // A new password: the current one is asked for, and a wrong one refused with the rest kept.
  const form = page.getByRole('form', { name: 'Password' })
  await form.getByLabel('Current password').fill('not my password')
  await form.getByLabel('New password', { exact: true }).fill('a much better one')
  await form.getByLabel('New password again').fill('a much better one')
  await press(page, 'Change password')
  await expect(form.getByRole('alert')).toHaveText('That is not your current password.')
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('a much better one')
  await form.getByLabel('Current password').fill(member.password)
  await press(page, 'Change password')
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toHaveText(
    'Password changed. Every other browser was signed out.',
  )
  await expect(form.getByLabel('Current password')).toHaveValue('')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(userMenuButton(page, member)).toBeVisible()

  // A new username: the header says it at once; a name taken in other letters is refused.
  const username = page.getByRole('form', { name: 'Username' })
  await username.getByLabel('Username').fill('ADA')
  await press(page, 'Save username')
  await expect(username.getByRole('alert')).toHaveText('That username is taken.')
  const fresh = `Tea.Lover-${Date.now() % 100000}`
  await username.getByLabel('Username').fill(fresh)
  await press(page, 'Save username')
  await expect(page.getByRole('status').filter({ hasText: 'Your username is' })).toHaveText(`Your username is ${fresh} now.`)
  await expect(userMenuButton(page, { ...member, username: fresh })).toBeVisible()
  await page.reload()
  await expect(userMenuButton(page, { ...member, username: fresh })).toBeVisible()
})

test('an avatar from the device: its middle, square, in Settings and the header; a file that is no picture says why; removed again', async ({
  page,
  logIn,
  expectAccessibleInBothLooks,
}) => {
  const member = await newMember(page.request, 'portrait')
  await logIn(member)
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Avatar' })
  await expect(section.getByRole('img', { name: 'No avatar yet' })).toBeVisible()
  const picker = section.getByLabel('Choose a picture')

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
  await expect(section.getByRole('alert')).toContainText('picture')
  await expect(section.getByRole('img', { name: 'No avatar yet' })).toBeVisible()

  await picker.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(900, 600) })
  await expect(section.getByRole('status')).toHaveText('Your avatar is changed.')
  const shown = section.getByRole('img', { name: 'Your avatar' })
  await expect(shown).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}-square\.jpg$/)
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 256])
  const header = userMenuButton(page, member)
  await expect(header.locator('img')).toHaveAttribute('src', (await shown.getAttribute('src')) ?? '')
  await expectAccessibleInBothLooks()

  await page.reload()
  await expect(userMenuButton(page, member).locator('img')).toBeVisible()
  await section.getByRole('button', { name: 'Remove avatar' }).focus()
  await page.keyboard.press('Enter')
  await expect(section.getByRole('status')).toHaveText('Your avatar is removed.')
  await expect(section.getByRole('img', { name: 'No avatar yet' })).toBeVisible()
  await expect(userMenuButton(page, member).locator('img')).toHaveCount(0)
})

test('the daily mail is switched on in Settings and holds; a stop link that is not ours says so, with the way to Settings', async ({
  page,
  logIn,
  expectAccessibleInBothLooks,
}) => {
  const member = await newMember(page.request, 'digest')
  await logIn(member)
  await page.goto('/settings')
  const email = page.getByRole('region', { name: 'Email' })
  const daily = email.getByRole('switch', { name: 'A daily mail of unread notifications' })
  await expect(daily).not.toBeChecked()
  await expect(email).toContainText(`Sent to ${member.email}`)
  await daily.focus()
  await page.keyboard.press('Space')
  await expect(email.getByRole('status')).toHaveText('Saved')
  await page.reload()
  await expect(page.getByRole('region', { name: 'Email' }).getByRole('switch')).toBeChecked()

  await page.goto('/unsubscribe/not-a-link-we-sent')
  await expect(page.getByRole('heading', { level: 1, name: 'Stop the daily mail?' })).toBeVisible()
  await page.getByRole('button', { name: 'Stop the daily mail' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toContainText('This link is not one we sent')
  await expectAccessibleInBothLooks()
  await page.getByRole('alert').getByRole('link', { name: 'Your settings' }).click()
  await expect(page.getByRole('region', { name: 'Email' }).getByRole('switch')).toBeChecked()
})
