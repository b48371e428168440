import { type APIRequestContext, type Page } from '@playwright/test'
import { apiToken, boardId, expect, replyTo, startThread, test } from './fixtures'

/*
 * The reference community's posts, as its editor (BobaBoard's boba-editor) writes them: a
 * picture on a line of its own, posts and videos from other sites, and spoilers. Reading
 * them must ask nothing of any other site; a video's player loads only after Play.
 */

const hidden = { 'inline-spoilers': true }
const TWIST = 'the teapot was empty all along'

/** One post per kind, each starting with words that name it. */
const posts: unknown[][] = [
  [
    { insert: 'A block image:\n' },
    { insert: { 'block-image': { src: '/images/moon-cup.svg', width: 640, height: 480 } }, attributes: { alt: 'A cup under the moon' } },
    { insert: '\n' },
  ],
  [
    { insert: 'A tweet:\n' },
    { insert: { tweet: { url: 'https://twitter.com/bobaboard/status/1400000000000000000', embedWidth: 550, embedHeight: 700 } } },
    { insert: '\n' },
  ],
  [{ insert: 'A video:\n' }, { insert: { 'youtube-video': 'https://www.youtube.com/embed/dQw4w9WgXcQ' } }, { insert: '\n' }],
  [{ insert: 'A Vimeo video:\n' }, { insert: { 'vimeo-embed': { url: 'https://vimeo.com/76979871' } } }, { insert: '\n' }],
  [
    { insert: 'A Tumblr post:\n' },
    {
      insert: { 'tumblr-embed': { href: 'https://bobaboard.tumblr.com/post/123456789/tea', did: 'x', embedWidth: 540, embedHeight: 400 } },
    },
    { insert: '\n' },
  ],
  [
    { insert: 'A Reddit post:\n' },
    { insert: { 'reddit-embed': { url: 'https://www.reddit.com/r/tea/comments/abc123/oolong/', embedWidth: 500, embedHeight: 300 } } },
    { insert: '\n' },
  ],
  [
    { insert: 'A pixiv work:\n' },
    { insert: { 'pixiv-embed': { url: 'https://www.pixiv.net/en/artworks/87654321', embedWidth: 500, embedHeight: 600 } } },
    { insert: '\n' },
  ],
  [
    { insert: 'An Instagram post:\n' },
    { insert: { 'instagram-embed': { url: 'https://www.instagram.com/p/CabcDEF123/', embedWidth: 400, embedHeight: 500 } } },
    { insert: '\n' },
  ],
  [
    { insert: 'A TikTok:\n' },
    { insert: { 'tiktok-embed': { id: '7012345678901234567', url: 'https://www.tiktok.com/@tea/video/7012345678901234567' } } },
    { insert: '\n' },
  ],
  [
    { insert: 'A link preview:\n' },
    { insert: { 'oembed-embed': { url: 'https://www.example.org/stories/tea', embedWidth: 500, embedHeight: 300 } } },
    { insert: '\n' },
  ],
  [
    { insert: 'A spoiler: ' },
    { insert: TWIST, attributes: hidden },
    { insert: ', and another: ' },
    { insert: 'the cat did it', attributes: hidden },
    { insert: '\n' },
  ],
  [
    { insert: 'A hidden picture:\n' },
    {
      insert: { 'block-image': { src: '/images/lantern-night.svg', width: 300, height: 300, spoilers: true } },
      attributes: { alt: 'A lantern at night' },
    },
    { insert: '\n' },
  ],
  [
    { insert: 'Something new: ' },
    { insert: { 'poll-embed': { question: '{"raw":"json"}' } } },
    { insert: ' and a link to ' },
    { insert: 'the tea shop', attributes: { link: 'www.example.com/shop' } },
    { insert: '\n' },
  ],
]

async function referenceThread(request: APIRequestContext): Promise<string> {
  const bo = await apiToken(request, 'bo')
  const board = await boardId(request, 'kettle-corner')
  const thread = await startThread(request, bo, board, [{ insert: 'Posts from the reference community\n' }])
  for (const ops of posts) await replyTo(request, bo, thread.starter.id, ops)
  return thread.id
}

/** Every request the page makes to a host other than ours. */
function watchThirdParty(page: Page, origin: string): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.origin !== origin) asked.push(request.url())
  })
  return asked
}

test('a thread of every embed kind draws cards, asks no other site, and plays only after Play', async ({
  page,
  request,
  baseURL,
  expectAccessible,
}) => {
  const threadId = await referenceThread(request)
  const players: string[] = []
  // No network here: the players answer from a stub, and every call to them is counted.
  for (const host of ['https://www.youtube-nocookie.com/**', 'https://player.vimeo.com/**']) {
    await page.route(host, (route) => {
      players.push(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>Player stub</p>' })
    })
  }
  const thirdParty = watchThirdParty(page, new URL(baseURL ?? '').origin)

  await page.goto(`/threads/${threadId}`)
  await expect(page.getByText('A TikTok:')).toBeVisible()
  for (const name of [
    /^X \(Twitter\) post: twitter\.com\/bobaboard/,
    /^YouTube video: youtube\.com\/embed/,
    /^Vimeo video: vimeo\.com/,
    /^Tumblr post: bobaboard\.tumblr\.com/,
    /^Reddit post: reddit\.com/,
    /^pixiv post: pixiv\.net/,
    /^Instagram post: instagram\.com/,
    /^TikTok video: tiktok\.com/,
    /^link: example\.org\/stories\/tea/,
  ]) {
    await expect(page.getByRole('group', { name })).toBeVisible()
  }
  await expect(page.getByRole('img', { name: 'A cup under the moon' })).toBeVisible()
  await expect(page.getByText('Unsupported content')).toBeVisible()
  await expect(page.getByRole('link', { name: /^the tea shop/ })).toHaveAttribute('href', 'https://www.example.com/shop')
  await expect(page.getByRole('link', { name: /^Open on X \(Twitter\)/ })).toHaveAttribute('rel', /nofollow/)
  await expect(page.locator('main')).not.toContainText('raw')

  // Spoilers: out of the page until asked for, one at a time.
  await expect(page.locator('main')).not.toContainText(TWIST)
  await expect(page.getByRole('img', { name: 'A lantern at night' })).toHaveCount(0)
  await expectAccessible()
  const spoilers = page.getByRole('button', { name: 'Show spoiler' })
  await expect(spoilers).toHaveCount(3)
  await spoilers.first().focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(TWIST)).toBeFocused()
  await expect(page.locator('main')).not.toContainText('the cat did it')
  await expect(spoilers).toHaveCount(2)

  // Reading asked nothing of any other site, and no player has loaded.
  await page.mouse.wheel(0, 4000)
  await expect(page.getByText('Something new:')).toBeVisible()
  expect(thirdParty).toEqual([])
  expect(players).toEqual([])
  await expect(page.locator('iframe')).toHaveCount(0)

  await page.getByRole('button', { name: 'Play YouTube video' }).click()
  const player = page.frameLocator('iframe[title="YouTube player"]')
  await expect(player.getByText('Player stub')).toBeVisible()
  expect(players).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'])
  expect(thirdParty).toEqual(players)
})

test('the embed thread passes axe in dark mode and at 360 px', async ({ page, request, expectAccessible }) => {
  const threadId = await referenceThread(request)
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(`/threads/${threadId}`)
  await expect(page.getByRole('group', { name: /^YouTube video/ })).toBeVisible()
  await page.getByRole('button', { name: 'Show spoiler' }).last().click()
  await expect(page.getByRole('img', { name: 'A lantern at night' })).toBeVisible()
  await expectAccessible()
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.emulateMedia({ colorScheme: 'light' })
  await expectAccessible()
})

test('a picture posted without a description shows as posted, and is still announced as "image"', async ({
  page,
  request,
  expectAccessible,
}) => {
  const bo = await apiToken(request, 'bo')
  const thread = await startThread(request, bo, await boardId(request, 'kettle-corner'), [
    { insert: 'Memes, undescribed\nOne in a line: ' },
    { insert: { image: '/images/moon-cup.svg' } },
    { insert: '\nOne on a line of its own:\n' },
    { insert: { 'block-image': { src: '/images/lantern-night.svg', width: 300, height: 300 } } },
    { insert: '\n' },
  ])
  // Drawn by the server, then taken over: the fixture fails the test should the two differ.
  await page.goto(`/threads/${thread.id}`)
  const starter = page.getByRole('article').first()
  const pictures = starter.locator('img[src*="/images/"]')
  await expect(pictures).toHaveCount(2)
  for (const picture of await pictures.all()) await expect(picture).toHaveAccessibleName('image')
  await expect(pictures.first()).toBeVisible()
  // Nothing beside them says so: no caption, and no "image" in any text of the post, hidden or not.
  await expect(starter.locator('figcaption')).toHaveCount(0)
  await expect(starter).not.toContainText(/\bimage\b/i)
  await expect(starter.getByRole('button', { name: 'View larger: image' })).toBeVisible()
  await expectAccessible()
})
