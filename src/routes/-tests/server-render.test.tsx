// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type InviteStatus } from '../../contract/schemas/invite'
import { boardIds, contribution, delta, feedPage, fullThread, realmId, testId, threadSummary } from '../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { canonicalPath, renderPage, setServerOrigin } from '../../entry-server'

/*
 * The public pages render to HTML where there is no window (the first screen comes
 * from the server): no module reaches for the browser at import or while rendering, every
 * store has a server snapshot, and React says nothing while doing it.
 */

beforeAll(() => setServerOrigin('http://teahouse.test'))

const errors = vi.spyOn(console, 'error')
afterEach(() => errors.mockClear())

// Relative times say what they said when the page was rendered, on both sides (src/lib/time/use-now.tsx).
const renderedAt = new Date('2026-01-01T12:00:00Z')
const renderToHtml = async (path: string) => (await renderPage(path, renderedAt)).html

const threadId = testId()
const thread = fullThread({
  id: threadId,
  starter: contribution({ parent_thread_id: threadId, content: delta('Oolong season\nIt is here at last.') }),
  posts: [
    contribution({
      parent_thread_id: threadId,
      content: delta('A first cup, two hours ago.'),
      created_at: new Date(renderedAt.getTime() - 2 * 3600_000 - 60_000).toISOString(),
    }),
  ],
})

describe('a page rendered on the server', () => {
  it('of a board holds its name and every card of its first page', async () => {
    const threads = Array.from({ length: 20 }, (_, n) =>
      threadSummary({ starter: { ...contribution(), content: delta(`Thread number ${n + 1}`) } }),
    )
    server.use(http.get(apiPath('/feeds/boards/:boardId'), () => HttpResponse.json(feedPage(threads))))
    const html = await renderToHtml(`/boards/${boardIds.teaRoom}`)
    expect(html).toContain('The Tea Room')
    for (const n of [1, 20]) expect(html).toContain(`Thread number ${n}`)
    expect(errors).not.toHaveBeenCalled()
  })

  it.each(['thread', 'gallery'] as const)('of a thread in the %s layout holds its title and its posts', async (view) => {
    server.use(http.get(apiPath('/threads/:threadId'), () => HttpResponse.json({ ...thread, default_view: view })))
    const html = await renderToHtml(`/threads/${threadId}`)
    expect(html).toContain('Oolong season')
    expect(html).toContain('A first cup, two hours ago.')
    expect(html).toContain('2 hours ago')
    expect(errors).not.toHaveBeenCalled()
  })

  it("of a realm's home holds its boards and latest threads", async () => {
    server.use(
      http.get(apiPath('/feeds/boards/:boardId'), () =>
        HttpResponse.json(feedPage([threadSummary({ starter: { ...contribution(), content: delta('Latest of all') } })])),
      ),
    )
    const html = await renderToHtml('/realms/demo')
    expect(html).toContain('Demo Realm')
    expect(html).toContain('Brewing and stories.')
    expect(html).toContain('Latest of all')
    expect(errors).not.toHaveBeenCalled()
  })

  it('of an invite holds what it invites to', async () => {
    const status: InviteStatus = { invite_status: 'pending', requires_email: false, realm_slug: 'demo' }
    server.use(http.get(apiPath('/realms/:realmId/invites/:nonce'), () => HttpResponse.json(status)))
    const html = await renderToHtml(`/invites/${realmId}/a-nonce-of-forty-three-characters-in-base64url`)
    expect(html).toContain('Demo Realm')
    // Its form waits for the app: sent by the browser itself, the password would be in the
    // address. Posted, were it sent anyway.
    expect(html).toMatch(/<form method="post"[^>]*><fieldset disabled="" class="space-y-4">/)
    expect(errors).not.toHaveBeenCalled()
  })

  it('of a thread the API does not know answers 404 with the error page', async () => {
    server.use(http.get(apiPath('/threads/:threadId'), () => HttpResponse.json({ message: 'Thread not found.' }, { status: 404 })))
    const page = await renderPage(`/threads/${testId()}`, renderedAt)
    expect(page.status).toBe(404)
    expect(page.html).toContain('Thread not found.')
  })

  it('keeps the data it drew the page with, for the browser to hydrate from', async () => {
    server.use(http.get(apiPath('/threads/:threadId'), () => HttpResponse.json(thread)))
    const page = await renderPage(`/threads/${threadId}`, renderedAt)
    expect(page.status).toBe(200)
    expect(page.payload.renderedAt).toBe(renderedAt.toISOString())
    expect(JSON.stringify(page.payload.state)).toContain('A first cup, two hours ago.')
  })

  it('of a realm home whose latest threads failed is left to the browser (503), asked once', async () => {
    let asked = 0
    server.use(
      http.get(apiPath('/feeds/boards/:boardId'), () => {
        asked++
        return HttpResponse.json({ message: 'The database is down.' }, { status: 503 })
      }),
    )
    const page = await renderPage('/realms/demo', renderedAt)
    expect(page.status).toBe(503)
    // The one board a visitor may read, asked once: no retries while a visitor waits for the shell.
    expect(asked).toBe(1)
  })

  it('of an address no route has answers 404', async () => {
    const page = await renderPage('/no/such/page', renderedAt)
    expect(page.status).toBe(404)
  })
})

describe("a page's head, drawn on the server", () => {
  it('of a thread says its title, its words after the title and its first picture, for link previews', async () => {
    const pictured = fullThread({
      id: threadId,
      starter: contribution({
        parent_thread_id: threadId,
        content: JSON.stringify([
          { insert: 'Oolong season\nIt is here at last.\n' },
          { insert: { image: '/images/moon-cup.svg' } },
          { insert: '\n' },
        ]),
      }),
    })
    server.use(http.get(apiPath('/threads/:threadId'), () => HttpResponse.json(pictured)))
    const { head } = await renderPage(`/threads/${threadId}?view=gallery`, renderedAt)
    expect(head).toContain('<title>Oolong season · The Tea Room</title>')
    expect(head).toContain('<meta name="description" content="It is here at last."/>')
    expect(head).toContain('<meta property="og:image" content="http://teahouse.test/images/moon-cup.svg"/>')
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    // Its address without the layout or the post to scroll to.
    expect(head).toContain(`<link rel="canonical" href="http://teahouse.test/threads/${threadId}"/>`)
  })

  it('of a thread behind content warnings says the warnings, not its words or its picture', async () => {
    const warned = fullThread({
      id: threadId,
      starter: contribution({
        parent_thread_id: threadId,
        content: JSON.stringify([{ insert: 'Spoilers for the finale\n' }, { insert: { image: '/images/moon-cup.svg' } }, { insert: '\n' }]),
        tags: { whisper_tags: [], index_tags: [], category_tags: [], content_warnings: ['finale spoilers'] },
      }),
    })
    server.use(http.get(apiPath('/threads/:threadId'), () => HttpResponse.json(warned)))
    const { head } = await renderPage(`/threads/${threadId}`, renderedAt)
    expect(head).toContain('content="Content warning: finale spoilers"')
    expect(head).not.toContain('Spoilers for the finale')
    expect(head).not.toContain('og:image')
  })

  it("of a board says its tagline; an invite's has no address of its own", async () => {
    server.use(http.get(apiPath('/feeds/boards/:boardId'), () => HttpResponse.json(feedPage([]))))
    const board = await renderPage(`/boards/${boardIds.teaRoom}`, renderedAt)
    expect(board.head).toContain('<title>The Tea Room · Teahouse</title>')
    expect(board.head).toContain('content="Brewing and stories."')
    const status: InviteStatus = { invite_status: 'pending', requires_email: false, realm_slug: 'demo' }
    server.use(http.get(apiPath('/realms/:realmId/invites/:nonce'), () => HttpResponse.json(status)))
    const invite = await renderPage(`/invites/${realmId}/a-nonce-of-forty-three-characters-in-base64url`, renderedAt)
    expect(invite.head).toContain('<title>You are invited to Demo Realm · Teahouse</title>')
    expect(invite.head).not.toContain('canonical')
    expect(invite.head).not.toContain('og:url')
  })

  it('keeps a hostile title text', async () => {
    const hostile = '</title><script>alert(1)</script>"><img src=x onerror=alert(1)>'
    server.use(
      http.get(apiPath('/threads/:threadId'), () =>
        HttpResponse.json(fullThread({ id: threadId, starter: contribution({ parent_thread_id: threadId, content: delta(hostile) }) })),
      ),
    )
    const { head } = await renderPage(`/threads/${threadId}`, renderedAt)
    expect(head).not.toMatch(/<script|<img/)
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;')
  })
})

describe("a page's canonical address", () => {
  const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e'

  it.each([
    ['/', '/'],
    ['/realms/demo?x=1', '/realms/demo?x=1'],
    [`/threads/${threadId}?view=gallery&post=${uuid}`, `/threads/${threadId}?view=gallery&post=${uuid}`],
    [`/boards/${boardIds.teaRoom}?category=42`, `/boards/${boardIds.teaRoom}?category=42`],
    [`/threads/${threadId}?highlight=two+words`, `/threads/${threadId}?highlight=two+words`],
  ])('is %s itself when the page reads it as it is', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical)
  })

  it.each([
    [`/threads/${threadId}?post=not-a-uuid`, `/threads/${threadId}`],
    [`/threads/${threadId}?post=1&view=gallery`, `/threads/${threadId}?view=gallery`],
    [`/threads/${threadId}?comment=%22abc`, `/threads/${threadId}`],
    [`/threads/${threadId}?view=${'x'.repeat(41)}`, `/threads/${threadId}`],
    [`/threads/${threadId}?highlight=${'w'.repeat(201)}`, `/threads/${threadId}`],
    [`/boards/${boardIds.teaRoom}?category=${'c'.repeat(101)}`, `/boards/${boardIds.teaRoom}`],
    [`/boards/${boardIds.teaRoom}?category=%20Black%20Tea`, `/boards/${boardIds.teaRoom}?category=black+tea`],
  ])('of %s leaves out what the page drops', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical)
  })
})
