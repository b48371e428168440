import { type Page } from '@playwright/test'
import { apiToken, boardId, boardThreads, expect, replyTo, startThread, test } from './fixtures'

/** Replies written to hurt: every one must show as harmless text, or not at all. */
const hostileReplies: unknown[][] = [
  [
    { insert: 'plain javascript', attributes: { link: 'javascript:alert(1)' } },
    { insert: ' mixed case', attributes: { link: 'JaVaScRiPt:alert(1)' } },
    { insert: ' tab inside', attributes: { link: 'java\tscript:alert(1)' } },
    { insert: ' leading space', attributes: { link: '  javascript:alert(1)' } },
    { insert: ' entity', attributes: { link: '&#106;avascript:alert(1)' } },
    { insert: ' colon entity', attributes: { link: 'javascript&colon;alert(1)' } },
    { insert: ' nul', attributes: { link: '\u0000javascript:alert(1)' } },
    { insert: ' data html', attributes: { link: 'data:text/html,<script>alert(1)</script>' } },
    { insert: ' vbscript', attributes: { link: 'vbscript:msgbox(1)' } },
    { insert: ' object link', attributes: { link: { href: 'javascript:alert(1)' } } },
    { insert: '\n' },
  ],
  [
    { insert: '<img src=x onerror=alert(1)> <script>alert(1)</script> "><svg onload=alert(1)>\n' },
    { insert: '</code><script>alert(1)</script>' },
    { insert: '\n', attributes: { 'code-block': 'javascript' } },
  ],
  [
    { insert: 'Embeds that are not images:\n' },
    { insert: { image: 'javascript:alert(1)' } },
    { insert: { image: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' } },
    { insert: { image: { src: '/images/a.svg' } } },
    { insert: { video: 'https://evil.example/x.mp4' } },
    { insert: { formula: 'e=mc^2' } },
    { insert: { iframe: 'https://evil.example' } },
    { insert: '\n' },
  ],
  [
    { insert: 'Embeds of the reference editor with hostile values:\n' },
    { insert: { tweet: { url: 'javascript:alert(1)', embedWidth: 1e12, embedHeight: -1 } } },
    { insert: { 'youtube-video': '"><script>alert(1)</script>' } },
    { insert: { 'youtube-video': { url: 'https://www.youtube.com/embed/x"onload="alert(1)' } } },
    { insert: { 'block-image': { src: '/images/moon-cup.svg"><svg onload=alert(1)>', width: 1e12, height: -5, spoilers: 'yes' } } },
    { insert: { 'oembed-embed': { url: `https://example.com/${'a'.repeat(10_000)}` } } },
    { insert: { 'tumblr-embed': { href: 'data:text/html,<script>alert(1)</script>', url: 'vbscript:msgbox(1)' } } },
    { insert: { 'tiktok-embed': { id: '1"><script>alert(1)</script>' } } },
    { insert: 'hostile spoiler', attributes: { 'inline-spoilers': '<script>alert(1)</script>' } },
    { insert: '\n' },
  ],
  [
    {
      insert: 'Attributes no renderer should copy',
      attributes: { onclick: 'alert(1)', style: 'background:url(javascript:alert(1))', class: 'x" onmouseover="alert(1)' },
    },
    { insert: '\n', attributes: { header: '<script>alert(1)</script>', align: 'javascript:alert(1)' } },
  ],
]

/** Every element, attribute and URL in the page that could run script. */
function scriptCapable(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data', 'background', 'ping'])
    for (const element of document.querySelectorAll('*')) {
      if (/^(script|iframe|object|embed|frame|video|audio|math)$/i.test(element.tagName) && element.closest('#root')) {
        found.push(`<${element.tagName.toLowerCase()}>`)
      }
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase()
        if (name.startsWith('on')) found.push(`${element.tagName.toLowerCase()} ${name}`)
        // As a URL parser reads it: control characters and spaces do not count.
        const value = [...attribute.value]
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase()
        if (urlAttributes.has(name) && /^(javascript|vbscript|data):/.test(value)) found.push(`${name}=${attribute.value}`)
        if (name === 'style' && /url\(|expression\(|javascript:/i.test(attribute.value)) found.push(`style=${attribute.value}`)
      }
    }
    return found
  })
}

test('hostile replies posted through the API render inertly in both layouts', async ({ page, request, logIn }) => {
  const bo = await apiToken(request, 'bo')
  const [thread] = await boardThreads(request, 'back-room', bo)
  if (!thread) throw new Error('no thread in the Back Room')
  for (const ops of hostileReplies) await replyTo(request, bo, thread.starter.id, ops)
  const tagged = await request.post(`/api/posts/${thread.starter.id}/contributions`, {
    headers: { Authorization: `Bearer ${bo}` },
    data: {
      content: JSON.stringify([{ insert: 'Tagged with markup.\n' }]),
      whisper_tags: ['<img src=x onerror=alert(1)>'],
      index_tags: ['"><script>alert(1)</script>'],
      category_tags: ['javascript:alert(1)'],
      content_warnings: ['<b onmouseover=alert(1)>careful</b>'],
    },
  })
  expect(tagged.status()).toBe(200)
  // Content that is not a delta never gets in: the API refuses it (the app renders such
  // content as text; its component tests show that for both layouts).
  const notJson = await request.post(`/api/posts/${thread.starter.id}/contributions`, {
    headers: { Authorization: `Bearer ${bo}` },
    data: { content: '<script>alert(1)</script>', whisper_tags: [], index_tags: [], category_tags: [], content_warnings: [] },
  })
  expect(notJson.status()).toBe(400)

  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await logIn('bo')
  for (const view of ['thread', 'gallery']) {
    await page.goto(`/threads/${thread.id}?view=${view}`)
    await expect(
      page
        .getByText('Tagged with markup.', { exact: false })
        .or(page.getByText('careful', { exact: false }))
        .first(),
    ).toBeVisible()
    // Open whatever content warnings hide, so the hidden words are checked too.
    const reveal = page.getByRole('button', { name: 'Show content' })
    for (let left = await reveal.count(); left > 0; left--) await reveal.first().click()
    await expect(reveal).toHaveCount(0)
    await expect(page.getByText('<img src=x onerror=alert(1)>', { exact: false }).first()).toBeVisible()
    await expect(page.getByText('plain javascript', { exact: false })).toBeVisible()
    await expect(page.getByText('Embeds of the reference editor with hostile values:')).toBeVisible()
    // A spoiler flag that is not `true` is no spoiler: the words show as written.
    await expect(page.getByText('hostile spoiler')).toBeVisible()
    // Bounded: no size or 10,000-character URL in a post widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), view).toBe(true)
    // Refused links are text, not links.
    await expect(page.getByRole('link', { name: /plain javascript|mixed case|data html|vbscript/ })).toHaveCount(0)
    expect(await scriptCapable(page), view).toEqual([])
  }
  expect(dialogs).toEqual([])

  // The check above finds what it looks for: one planted link trips it twice.
  await page.evaluate(() => {
    const planted = document.createElement('a')
    planted.setAttribute('href', 'java\tscript:void(0)')
    planted.setAttribute('onclick', 'void 0')
    document.getElementById('main')?.append(planted)
  })
  expect((await scriptCapable(page)).sort()).toEqual(['a onclick', 'href=java\tscript:void(0)'])
})

test('hostile replies in a public thread stay inert in the HTML the server draws, and in its page data', async ({ browser, request }) => {
  const bo = await apiToken(request, 'bo')
  const thread = await startThread(request, bo, await boardId(request, 'kettle-corner'), [
    { insert: 'Hostile replies, drawn by the server\n' },
  ])
  for (const ops of hostileReplies) await replyTo(request, bo, thread.starter.id, ops)
  // The server's HTML alone (issue 26): the app's code is kept out, so nothing draws the page
  // again and only what the HTML itself holds could run (a page of its own: the app never
  // takes this one over, which the test's own page would wait for).
  const context = await browser.newContext()
  const page = await context.newPage()
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.route('**/assets/*.js', (route) => route.abort())
  for (const view of ['thread', 'gallery']) {
    const answer = await page.goto(`/threads/${thread.id}?view=${view}`)
    expect(answer?.status()).toBe(200)
    await expect(page.getByText('Embeds of the reference editor with hostile values:').first()).toBeVisible()
    expect(await scriptCapable(page), view).toEqual([])
    // The page's data is one inert element whose JSON reads back whole.
    const data = page.locator('script#teahouse-page')
    await expect(data).toHaveAttribute('type', 'application/json')
    expect(JSON.stringify(JSON.parse((await data.textContent()) ?? ''))).toContain('<script>alert(1)</script>')
  }
  expect(dialogs).toEqual([])
  await context.close()
})
