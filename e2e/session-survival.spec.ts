import { boardId, expect, openReply, test, userMenuButton, users } from './fixtures'

// Issue 20 §1: nobody is signed out by the way they move through pages, and a log-out in one
// tab is one in every tab, which say so and keep what is being written there.

test('20 quick double page loads (a reload, or Back then Forward, while the first load refreshes and its answer is lost) lose no session', async ({
  page,
  context,
  request,
  logIn,
}) => {
  test.setTimeout(180_000)
  await logIn('ada')
  const teaRoom = `/boards/${await boardId(request, 'tea-room')}`
  const kettle = `/boards/${await boardId(request, 'kettle-corner')}`
  await page.goto(teaRoom)
  await page.goto(kettle)
  const signedIn = userMenuButton(page, 'ada')
  let lost = 0

  for (let round = 0; round < 20; round += 1) {
    // The first load's refresh reaches the server, which rotates the cookie, and its answer
    // never reaches the browser (as when a page is left mid-refresh, or the network drops
    // it): the second load presents the cookie the lost answer replaced.
    let answerLost: () => void = () => undefined
    const lostOnce = new Promise<void>((resolve) => (answerLost = resolve))
    await page.route(
      '**/api/auth/refresh',
      async (route) => {
        const sent = (await context.cookies()).find((cookie) => cookie.name === 'teahouse_refresh')
        if (!sent) throw new Error('no refresh cookie')
        await route.fetch()
        await context.addCookies([sent])
        await route.abort('connectionreset')
        answerLost()
      },
      { times: 1 },
    )
    // The route goes before the second load, its handler done: requests of a new document
    // made while Playwright intercepts the old one's can stall in Chromium (the second load then
    // never commits), and a handler still running would put back an old cookie after the second
    // load's refresh had replaced it.
    if (round % 2 === 0) {
      await page.reload({ waitUntil: 'commit' })
      await lostOnce
      await page.unrouteAll({ behavior: 'wait' })
      await page.reload({ waitUntil: 'commit' })
    } else {
      await page.goBack({ waitUntil: 'commit' })
      // A page the browser kept whole for Back sends no refresh: nothing to lose then.
      await Promise.race([lostOnce, page.waitForTimeout(3_000)])
      await page.unrouteAll({ behavior: 'wait' })
      await page.goForward()
    }
    try {
      await expect(signedIn).toBeVisible()
    } catch {
      lost += 1
      await logIn('ada')
      await page.goto(teaRoom)
      await page.goto(kettle)
    }
  }
  expect(lost, 'sessions lost in 20 double loads').toBe(0)
})

test('logging out in one tab: the other says so, keeps its unsent words, and signs in again in place', async ({
  page,
  context,
  request,
  logIn,
}) => {
  await logIn('bo')
  const kettle = await boardId(request, 'kettle-corner')
  await page.goto(`/boards/${kettle}`)
  await page.getByRole('article').first().getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const threadUrl = page.url()

  // Tab B: the same thread, a reply half written.
  const other = await context.newPage()
  await other.goto(threadUrl)
  const editor = await openReply(other)
  await other.keyboard.type('Half a reply, written in the other tab.')
  await expect.poll(() => other.evaluate(() => localStorage.getItem('teahouse.drafts') ?? '')).toContain('Half a reply')

  // Tab A logs out, and is asked about the draft first: it keeps it.
  await page.bringToFront()
  await userMenuButton(page, 'bo').click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  const ask = page.getByRole('dialog', { name: 'Log out with unsent drafts?' })
  await ask.getByRole('button', { name: 'Keep drafts on this device' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('teahouse.drafts') ?? '')).toContain('Half a reply')

  // Tab B says so at once, its words still in the editor (behind the dialog, which hides the
  // page from the accessibility tree while it is open) and in its draft.
  const told = other.getByRole('dialog', { name: 'You were signed out' })
  await expect(told).toBeVisible()
  await expect(other.locator('.ql-editor')).toHaveText('Half a reply, written in the other tab.')
  expect(await other.evaluate(() => localStorage.getItem('teahouse.drafts') ?? '')).toContain('Half a reply')
  await told.getByLabel('Email').fill('bo@example.com')
  await told.getByLabel('Password').fill(users.bo.password)
  await told.getByRole('button', { name: 'Log in' }).click()
  await expect(told).toBeHidden()
  await expect(userMenuButton(other, 'bo')).toBeVisible()
  await expect(editor).toHaveText('Half a reply, written in the other tab.')
})
