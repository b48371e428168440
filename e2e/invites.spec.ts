import { accessTokenSchema } from '../src/contract/schemas/auth'
import { meSchema } from '../src/contract/schemas/me'
import { createInvite, expect, freshEmail, test } from './fixtures'

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
  // The visitor may be the one who used it: told how to get in first, then whom to ask.
  await expect(page.getByText('If you used it, you are a member: log in to go to Demo Realm.')).toBeVisible()
  await expect(page.getByText('If not, ask the person who sent it for a new link.')).toBeVisible()
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
  // One message, not the app's words stacked on the server's.
  await expect(alert).toHaveText('This invite was made for another email address. Use the address it was sent to, or ask for a new invite.')
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

// A signed-in non-member joining with one press: e2e/permissions.spec.ts, after it has checked
// what cy is offered before she is a member.
