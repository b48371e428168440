import { type APIRequestContext, type Page } from '@playwright/test'
import { apiToken, boardId, expect, startThread, test } from './fixtures'

// A drawn page shows its controls from its first paint, before the app has taken it over
// (issue 37): a press then is kept, shown as taken, and done once the app is live, exactly
// once and only on the page it was made on (src/press-recorder.ts). The CPU runs 4× slower,
// as a mid-range phone's, and every script the page loads (boot and the app's entry) is held
// back until the test has pressed: the press lands before the takeover on any machine, and
// before any script but the page's own inline one has run, as on a long page still arriving.

/** Opens `path` drawn, as a phone would, with every script it loads held back until `release()`. */
async function openHeldBack(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/(boot|index)-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  // Presses the page's own code did not make: the kept presses, done again (counted in the page).
  await page.addInitScript(() => {
    const counted = window as unknown as { replayed: string[] }
    counted.replayed = []
    addEventListener('click', (event) => {
      if (!event.isTrusted && event.target instanceof HTMLElement) counted.replayed.push(event.target.innerText.trim())
    })
  })
  await page.goto(path, { waitUntil: 'commit' })
  return {
    release: async () => {
      release()
      await expect(page.locator('html[data-app="live"]')).toBeAttached({ timeout: 30_000 })
    },
  }
}

const replayed = (page: Page) => page.evaluate(() => (window as unknown as { replayed: string[] }).replayed)
const notLiveYet = async (page: Page) => expect(await page.locator('html').getAttribute('data-app')).toBeNull()

const spoilerThread = async (request: APIRequestContext) =>
  startThread(request, await apiToken(request, 'bo'), await boardId(request, 'kettle-corner'), [
    { insert: 'Pressed before the takeover\nThe ending: ' },
    { insert: 'the kettle was empty all along', attributes: { 'inline-spoilers': true } },
    { insert: '. And a second one: ' },
    { insert: 'it was oolong', attributes: { 'inline-spoilers': true } },
    { insert: '\n' },
  ])

test('"Show spoiler" pressed before the takeover, by pointer and by key, shows each spoiler once the app is live', async ({
  page,
  request,
  expectAccessible,
}) => {
  const thread = await spoilerThread(request)
  const app = await openHeldBack(page, `/threads/${thread.id}`)
  const spoilers = page.getByRole('main').getByRole('button', { name: 'Show spoiler' })
  await expect(spoilers).toHaveCount(2)
  await spoilers.first().click()
  await spoilers.last().focus()
  await page.keyboard.press('Enter')
  await notLiveYet(page)
  // Each says at once that it was taken.
  await expect(spoilers.first()).toHaveAttribute('aria-busy', 'true')
  await expect(spoilers.last()).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByText('the kettle was empty all along')).toHaveCount(0)

  await app.release()
  await expect(page.getByText('the kettle was empty all along')).toBeVisible()
  await expect(page.getByText('it was oolong')).toBeVisible()
  await expect(spoilers).toHaveCount(0)
  expect(await replayed(page)).toEqual(['Show spoiler', 'Show spoiler'])
  await expect(page.locator('[data-press-waiting], main [aria-busy="true"]')).toHaveCount(0)
  await expectAccessible()
})

test('"Show more" pressed before the takeover opens the card once the app is live, and a second press is not a second toggle', async ({
  page,
  request,
}) => {
  const app = await openHeldBack(page, `/boards/${await boardId(request, 'tea-room')}`)
  const more = page.getByRole('button', { name: 'Show more' }).first()
  await expect(more).toBeVisible()
  // The button of that card, whatever it says: it names the card's text it opens.
  const toggle = page.locator(`button[aria-controls="${await more.getAttribute('aria-controls')}"]`)
  await more.click()
  await more.click()
  await notLiveYet(page)
  await expect(more).toHaveAttribute('aria-busy', 'true')

  await app.release()
  await expect(toggle).toHaveText('Show less')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  expect(await replayed(page)).toEqual(['Show more'])
})

test('"Thread options" pressed before the takeover opens its menu once the app is live', async ({ page, request }) => {
  const thread = await spoilerThread(request)
  const app = await openHeldBack(page, `/threads/${thread.id}`)
  const options = page.getByRole('button', { name: 'Thread options' })
  await options.click()
  await notLiveYet(page)
  await expect(options).toHaveAttribute('aria-busy', 'true')

  await app.release()
  await expect(page.getByRole('menu')).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible()
  expect(await replayed(page)).toEqual([expect.stringMatching(/^Thread options/)])
})

test('a press on a page left before the takeover does nothing on the next page; words typed in the search box stay', async ({
  page,
  request,
}) => {
  const thread = await spoilerThread(request)
  const app = await openHeldBack(page, `/threads/${thread.id}`)
  await page.getByRole('main').getByRole('button', { name: 'Show spoiler' }).first().click()
  await expect(page.getByRole('main').getByRole('button', { name: 'Show spoiler' }).first()).toHaveAttribute('aria-busy', 'true')
  // The board's link works before the takeover too: the browser follows it.
  await page.getByRole('link', { name: 'Kettle Corner' }).first().click()
  await expect(page).toHaveURL(/\/boards\//)
  await page.getByRole('searchbox', { name: 'Search this realm' }).pressSequentially('oolong', { delay: 20 })
  await notLiveYet(page)

  await app.release()
  expect(await replayed(page)).toEqual([])
  await expect(page.getByRole('searchbox', { name: 'Search this realm' })).toHaveValue('oolong')
  await expect(page.getByRole('button', { name: 'Show less' })).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Search this realm' }).press('Enter')
  await expect(page).toHaveURL(/\/search\?q=oolong/)
})

test('a search sent while the page is still being taken over goes to the results, the page left behind no hydration trouble', async ({
  page,
  request,
}) => {
  // Slow enough that the board's part of the page is still being hydrated when the app is
  // live and Enter is pressed: React then drops that part for the results page (src/main.tsx).
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 })
  await page.goto(`/boards/${await boardId(request, 'tea-room')}`, { waitUntil: 'commit' })
  const searchBox = page.getByRole('searchbox', { name: 'Search this realm' })
  await searchBox.pressSequentially('oolong', { delay: 5 })
  await expect(page.locator('html[data-app="live"]')).toBeAttached({ timeout: 30_000 })
  await searchBox.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=oolong/)
  await expect(page.getByRole('heading', { level: 1, name: /^Search / })).toBeVisible()
})
