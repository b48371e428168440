// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type InviteStatus } from '../../api/schemas/invite'
import { boardIds, contribution, delta, feedPage, fullThread, realmId, testId, threadSummary } from '../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { renderPage, setServerOrigin } from '../../entry-server'

/*
 * The public pages render to HTML where there is no window (issue 26: the first screen comes
 * from the server): no module reaches for the browser at import or while rendering, every
 * store has a server snapshot, and React says nothing while doing it.
 */

beforeAll(() => setServerOrigin('http://teahouse.test'))

const errors = vi.spyOn(console, 'error')
afterEach(() => errors.mockClear())

// Relative times say what they said when the page was rendered, on both sides (use-now.ts).
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

  it('of an address no route has answers 404', async () => {
    const page = await renderPage('/no/such/page', renderedAt)
    expect(page.status).toBe(404)
  })
})
