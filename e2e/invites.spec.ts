import { accessTokenSchema } from '../src/api/schemas/auth'
import { meSchema } from '../src/api/schemas/me'
import { createInvite, expect, freshEmail, test, userMenuButton } from './fixtures'

test('a newcomer opens a link ada made, creates an account and lands signed in on the realm home; the link then no longer works', async ({
  page,
  request,
  expectAccessible,
}) => {
  const invite = await createInvite(request)
  await page.goto(invite.path)
  await expect(page.getByRole('heading', { level: 1, name: 'You are invited to Demo Realm' })).toBeVisible()
  await expect(page.getByText('At least 8 characters.')).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'new-password')
  await expectAccessible()

  const email = freshEmail('newcomer')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('newcomer-password')
  await page.getByRole('button', { name: 'Create account and join' }).click()

  await expect(page.getByText('Welcome to Demo Realm!')).toBeVisible()
  await expect(page).toHaveURL(/\/realms\/demo$/)
  expect(page.url()).not.toContain(invite.nonce)
  // The greeting is for this visit: a reload does not bring it back.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Realm' })).toBeVisible()
  await expect(page.getByText('Welcome to Demo Realm!')).toHaveCount(0)
  // Signed in, as the new account, and a member: the members-only Back Room's threads show.
  const username = email.split('@')[0]
  await expect(page.getByRole('banner').getByRole('button', { name: username })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Realm: Demo Realm' })).toBeVisible()
  await expect(page.getByText('Threads on members-only boards show to members only.')).toHaveCount(0)
  const login = await request.post('/api/auth/login', { data: { email, password: 'newcomer-password' } })
  const token = accessTokenSchema.parse(await login.json()).access_token
  const me = meSchema.parse(await (await request.get('/api/users/@me', { headers: { Authorization: `Bearer ${token}` } })).json())
  expect(me.realms.map((realm) => [realm.slug, realm.role])).toEqual([['demo', 'member']])
  await expectAccessible()

  // The invite's entry was replaced: Back leaves the site rather than returning to the code.
  await page.goBack()
  expect(page.url()).not.toContain(invite.nonce)

  // The same link again (as a visitor): it is used up, and the page says what to do.
  await page.context().clearCookies()
  await page.goto(invite.path)
  await expect(page.getByRole('heading', { level: 1, name: 'This invite is no longer valid' })).toBeVisible()
  await expect(page.getByText('It has been used already')).toBeVisible()
  await expect(page.getByText('Ask the person who sent it for a new link.')).toBeVisible()
  await expectAccessible()
})

test('an invite bound to one email refuses another, saying so beside the form, and keeps what was typed', async ({
  page,
  request,
  expectAccessible,
}) => {
  const invite = await createInvite(request, { email: freshEmail('invited') })
  await page.goto(invite.path)
  await expect(page.getByText('This invite is for one email address')).toBeVisible()
  const other = freshEmail('intruder')
  await page.getByLabel('Email').fill(other)
  await page.getByLabel('Password').fill('intruder-password')
  await page.getByRole('button', { name: 'Create account and join' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('This invite was made for another email address.')
  await expect(alert).toContainText('This invite was sent to a different email address.') // the server's words
  await expect(page.getByLabel('Email')).toHaveValue(other)
  await expect(page).toHaveURL(new RegExp(invite.nonce))
  await expectAccessible()
})

test('bo, already a member, is told so instead of being offered to join', async ({ page, request, logIn, expectAccessible }) => {
  const invite = await createInvite(request)
  await logIn('bo')
  await page.goto(invite.path)
  await expect(page.getByText('You are already a member of Demo Realm.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Join Demo Realm' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Go to Demo Realm' })).toBeVisible()
  await expectAccessible()
})

test('an unknown nonce says the link is not known', async ({ page, request, expectAccessible }) => {
  const { realm } = await createInvite(request)
  await page.goto(`/invites/${realm.id}/this-is-not-a-real-invite-nonce`)
  await expect(page.getByRole('heading', { level: 1, name: 'Invite not found' })).toBeVisible()
  await expect(page.getByText('This invite link is not known.')).toBeVisible()
  await expectAccessible()
})

// cy stays a member of the demo realm for the rest of the run: the other specs that sign her in
// do not depend on her not being one.
test('cy, signed in but not a member, joins with one press', async ({ page, request, logIn, expectAccessible }) => {
  const invite = await createInvite(request)
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
})
