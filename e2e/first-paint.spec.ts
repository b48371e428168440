import type { Browser, Page } from '@playwright/test'
import { boardId, createInvite, expect, test } from './fixtures'

// Before the app's JavaScript has arrived, the page's HTML shows a header: on the public pages
// the app's own, drawn by the server (issue 26); on the others (signing in, settings…) a
// stand-in of it (index.html). The app's header then takes its place: the two must take the
// same room, or the page would jump as the app starts.

/** Which header the HTML alone shows: the server's drawing of the app's, or index.html's stand-in. */
type FirstHeader = 'drawn' | 'stand-in'

/** The header's box as the HTML alone draws it (no JavaScript runs). */
async function htmlHeaderBox(browser: Browser, url: string, expected: FirstHeader, width: number, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 }, colorScheme })
  try {
    const page = await context.newPage()
    await page.goto(url)
    const standIn = page.locator('#header-stand-in')
    const header = expected === 'drawn' ? page.locator('header[data-sidebar]') : standIn
    await expect(header.getByRole('link', { name: 'Teahouse' })).toBeVisible()
    if (expected === 'drawn') await expect(standIn).toBeHidden()
    return { box: await header.boundingBox(), background: await header.evaluate((element) => getComputedStyle(element).backgroundColor) }
  } finally {
    await context.close()
  }
}

async function appHeaderBox(page: Page) {
  const header = page.locator('header[data-sidebar]')
  await expect(header.getByRole('navigation', { name: 'Boards' })).toBeVisible()
  await expect(page.locator('#header-stand-in')).toBeHidden()
  await expect(page.locator('header[data-sidebar]')).toHaveCount(1)
  return { box: await header.boundingBox(), background: await header.evaluate((element) => getComputedStyle(element).backgroundColor) }
}

test("the HTML's header is the app's on the pages without a Log in button too", async ({ browser, page, baseURL, request }) => {
  const invite = await createInvite(request)
  for (const [path, first] of [
    ['/login', 'stand-in'],
    [invite.path, 'drawn'],
  ] as const) {
    const html = await htmlHeaderBox(browser, `${baseURL}${path}`, first, 360, 'light')
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto(path)
    expect(await appHeaderBox(page), path).toEqual(html)
  }
})

for (const width of [360, 1280]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the HTML's header takes the room the app's will, ${width} px, ${colorScheme}`, async ({
      browser,
      page,
      baseURL,
      request,
      logIn,
    }) => {
      const path = `/boards/${await boardId(request, 'tea-room')}`
      const html = await htmlHeaderBox(browser, `${baseURL}${path}`, 'drawn', width, colorScheme)
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ colorScheme })
      await page.goto(path)
      expect(await appHeaderBox(page), 'a visitor').toEqual(html)
      await logIn('ada')
      await page.goto(path)
      // The signed-in header is whole once the realms have come: its switcher is drawn then.
      const banner = page.getByRole('banner')
      await expect(banner.getByRole('button', { name: /^Realm: / })).toBeVisible()
      await expect(banner.getByRole('button', { name: /^Notifications/ })).toBeVisible()
      const signedIn = await appHeaderBox(page)
      // On a phone a signed-in reader's realm switcher takes a row of its own, which the HTML
      // cannot know of (it is every visitor's). Nothing is drawn below the stand-in yet, so the
      // taller header moves nothing on screen.
      if (width >= 640) expect(signedIn, 'a signed-in reader').toEqual(html)
      else expect(signedIn.box?.height).toBeGreaterThan(html.box?.height ?? 0)
    })
  }
}
