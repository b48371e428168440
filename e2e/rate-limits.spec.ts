import { createInvite, expect, fillLogin, test, users } from './fixtures'

// Runs against a server of its own that keeps the design's limit: ten a minute per address
// (playwright.config.ts, project "limited"). One test, in order: the counts add up.
test('logins and invite accepts answer 429 past ten a minute', async ({ page, request }) => {
  // One login (ada's, to make the invite) counts already.
  const invite = await createInvite(request)

  const acceptAs = () =>
    request.post(`/api/realms/${invite.realm.id}/invites/${invite.nonce}`, {
      data: { email: users.bo.email, password: 'not-bos-password' },
    })
  for (let i = 1; i <= 10; i++) expect((await acceptAs()).status(), `accept ${i}`).toBe(401)
  const refusedAccept = await acceptAs()
  expect(refusedAccept.status()).toBe(429)
  expect(Number(refusedAccept.headers()['retry-after'])).toBeGreaterThan(0)

  await page.goto('/login')
  for (let i = 2; i <= 10; i++) {
    await fillLogin(page, { email: users.bo.email, password: `wrong-${i}` })
    await expect(page.getByText('Wrong email or password.'), `login ${i}`).toBeVisible()
  }
  // The eleventh is refused before the password is even looked at: the right one too.
  await fillLogin(page, 'bo')
  await expect(page.getByText('Too many attempts. Please wait a minute and try again.')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})
