import { boardId, expect, newMember, test } from './fixtures'

// Leaving a realm from its menu (design.md, "Realm admin"): a member leaves, by keyboard, and its
// members-only board closes to them; the realm's last moderator is told why they cannot.

test('a member leaves the realm from its menu by keyboard, and its members-only board closes to them', async ({
  page,
  request,
  logIn,
  expectAccessibleInBothLooks,
}) => {
  const member = await newMember(request, 'leaver')
  await logIn(member)
  await page.goto('/realms/demo')
  const menu = page.getByRole('banner').getByRole('button', { name: 'Realm: Demo Realm' })
  await menu.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('menuitem', { name: 'Leave Demo Realm…' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Leave Demo Realm?' })
  await expect(dialog).toBeVisible()
  await expectAccessibleInBothLooks()
  await dialog.getByRole('button', { name: 'Leave Demo Realm' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('You left Demo Realm').first()).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Realm: Demo Realm' })).toHaveCount(0)
  await page.goto(`/boards/${await boardId(request, 'back-room')}`)
  await expect(page.getByText('This board is for members', { exact: true })).toBeVisible()
})

test("the realm's last moderator is told in the dialog why they cannot leave, and stays", async ({ page, logIn }) => {
  await logIn('ada')
  await page.goto('/realms/demo')
  await page.getByRole('banner').getByRole('button', { name: 'Realm: Demo Realm' }).click()
  await page.getByRole('menuitem', { name: 'Leave Demo Realm…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Leave Demo Realm?' })
  await dialog.getByRole('button', { name: 'Leave Demo Realm' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('A realm needs a moderator: make someone else one first.')
  await dialog.getByRole('button', { name: 'Stay' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Realm: Demo Realm' })).toBeFocused()
})
