import { type Page } from '@playwright/test'
import { dexSchema } from '../src/contract/schemas/dex'
import { apiToken, boardId, expect, fillLogin, newMember, test } from './fixtures'

test('ada’s dex shows both seasons, her caught identities by name, and a placeholder for every slot not caught', async ({
  page,
  request,
  logIn,
  expectAccessible,
}) => {
  await logIn('ada')
  const token = await apiToken(request, 'ada')
  // Other tests may have ada post (and catch an identity) meanwhile: compare fresh reads.
  await expect(async () => {
    const dex = dexSchema.parse(await (await request.get('/api/users/@me/dex', { headers: { Authorization: `Bearer ${token}` } })).json())
    expect(dex.seasons.map((season) => season.name)).toEqual(['First Flush', 'Second Flush'])
    await page.goto('/dex')
    for (const season of dex.seasons) {
      const caught = season.caught_identities ?? []
      expect(caught.length).toBeGreaterThan(0)
      const section = page.getByRole('region', { name: season.name })
      await expect(section.getByRole('heading', { level: 2 })).toContainText(`caught ${caught.length} of ${season.identities_count}`, {
        timeout: 1000,
      })
      const slots = section.getByRole('listitem')
      await expect(slots).toHaveCount(season.identities_count)
      for (const { identity } of caught) await expect(section.getByRole('img', { name: identity.name })).toBeVisible()
      await expect(slots.filter({ hasText: 'not caught yet' })).toHaveCount(season.identities_count - caught.length)
    }
  }).toPass()
  await expectAccessible()
})

const festiveAttributes = ['data-festive-feed', 'data-festive-sidebar', 'data-festive-cursor']

/** What each decoration draws, read from the computed styles. */
async function decorationsOnScreen(page: Page) {
  return page.evaluate(() => ({
    feed: getComputedStyle(document.body, '::before').backgroundImage.includes('feed-pattern'),
    // The app's header, not index.html's stand-in that gives way to it (hidden, never decorated).
    sidebar: getComputedStyle(document.querySelector('#root header') ?? document.body).backgroundImage.includes('sidebar-garland'),
    cursor: getComputedStyle(document.body).cursor.includes('festive/cursor'),
  }))
}

/** The realm home and the dex pass axe too, whatever the decorations. */
async function expectOtherPagesAccessible(page: Page, expectAccessible: () => Promise<void>) {
  await page.goto('/')
  await expect(page.getByRole('list', { name: 'Threads' }).getByRole('article').first()).toBeVisible()
  await expectAccessible()
  await page.goto('/dex')
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expectAccessible()
}

test('each decoration switch changes the page at once and holds after a reload; logged out, none is drawn', async ({
  page,
  request,
  expectAccessible,
}) => {
  // Eight pages, axe on six of them: longer than one page's test on a busy two-core machine.
  test.slow()
  // A user of this test's own: other tests read ada's and bo's pages meanwhile.
  const member = await newMember(request, 'festive')
  await page.goto('/login')
  await fillLogin(page, member)
  await expect(page.getByRole('banner').getByRole('button', { name: member.username })).toBeVisible()
  const board = `/boards/${await boardId(request, 'tea-room')}`

  // Never set: all on (design: decorations). The board shows all three.
  await page.goto(board)
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect.poll(() => decorationsOnScreen(page)).toEqual({ feed: true, sidebar: true, cursor: true })
  await expectAccessible()
  await expectOtherPagesAccessible(page, expectAccessible)

  await page.goto('/settings')
  const switches = {
    feed: page.getByRole('switch', { name: 'Festive background on feeds' }),
    sidebar: page.getByRole('switch', { name: 'Festive background behind the board list' }),
    cursor: page.getByRole('switch', { name: 'Festive cursor' }),
  }
  for (const control of Object.values(switches)) await expect(control).toHaveAttribute('aria-checked', 'true')
  await expectAccessible()

  await switches.sidebar.click()
  await expect(switches.sidebar).toHaveAttribute('aria-checked', 'false')
  await expect.poll(() => decorationsOnScreen(page)).toMatchObject({ sidebar: false, cursor: true })
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  await switches.cursor.click()
  await expect.poll(() => decorationsOnScreen(page)).toMatchObject({ sidebar: false, cursor: false })
  await switches.feed.click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  await expectAccessible()

  await page.reload()
  for (const control of Object.values(switches)) await expect(control).toHaveAttribute('aria-checked', 'false')
  // Judged once the settings have arrived: before that, nothing is drawn anyway.
  const settingsRead = page.waitForResponse((response) => response.url().endsWith('/api/users/@me/settings'))
  await page.goto(board)
  await settingsRead
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await decorationsOnScreen(page)).toEqual({ feed: false, sidebar: false, cursor: false })
  await expectAccessible()
  await expectOtherPagesAccessible(page, expectAccessible)

  // On again, one by one, and still on after a reload.
  await page.goto('/settings')
  await switches.feed.click()
  await switches.cursor.click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  await page.goto(board)
  await page.reload()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect.poll(() => decorationsOnScreen(page)).toEqual({ feed: true, sidebar: false, cursor: true })

  // Logged out: nothing festive, whatever the last user chose.
  await page.getByRole('banner').getByRole('button', { name: member.username }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  await page.goto(board)
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await decorationsOnScreen(page)).toEqual({ feed: false, sidebar: false, cursor: false })
  for (const attribute of festiveAttributes) expect(await page.locator('html').getAttribute(attribute)).toBeNull()
})
