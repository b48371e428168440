import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../src/contract/schemas/error'
import { replyResponseSchema } from '../../src/contract/schemas/reply'
import { searchPageSchema, type SearchPage } from '../../src/contract/schemas/search'
import { testDatabaseKind } from '../db/test-queries/databases'
import { holdPostsTable } from '../db/test-queries/writes'
import { messages } from '../lib/api-error'
import { useTestServer, type DemoUser } from '../test/harness'
import { replyBody } from '../test/replies'
import { comment, newThreadBody, startThread } from '../test/writes'

const t = useTestServer()

async function search(query: Record<string, string>, who?: DemoUser) {
  const params = new URLSearchParams({ realm: await t.realmId('demo'), ...query })
  return t.request(`/search?${params}`, { token: who ? await t.login(who) : null })
}

async function results(query: Record<string, string>, who?: DemoUser): Promise<SearchPage> {
  const answer = await search(query, who)
  expect(answer.status, answer.text).toBe(200)
  return answer.as(searchPageSchema)
}

const marked = (result: { excerpt: string; highlights: [number, number][] }) =>
  result.highlights.map(([start, end]) => result.excerpt.slice(start, end))

async function replyOn(board: string, text: string, who: DemoUser = 'bo') {
  const thread = (await t.threadsOn(board))[0]
  if (!thread) throw new Error(`no thread on ${board}`)
  const answer = await t.request(`/posts/${thread.starterId}/contributions`, {
    method: 'POST',
    token: await t.login(who),
    json: replyBody(text),
  })
  return answer.as(replyResponseSchema).contribution
}

describe('GET /search', () => {
  it('finds a reply the moment it is sent, best first, its words marked in a plain-text excerpt', async () => {
    const reply = await replyOn('tea-room', 'A smoky Lapsang with juniper berries, brewed by the kettle at dawn.')
    const page = await results({ q: 'juniper lapsang' })
    const [first] = page.results
    expect(first?.post_id).toBe(reply.id)
    expect(first).toMatchObject({ comment_id: null, secret_identity: { name: reply.secret_identity.name } })
    expect(first && marked(first).map((word) => word.toLowerCase())).toEqual(['lapsang', 'juniper'])
    // Plain text: no markup, and none of the marks the server read the matches by.
    for (const mark of ['<', '>', '\u0001', '\u0002']) expect(first?.excerpt).not.toContain(mark)
    // The phrase, and the last word as it is being typed.
    expect((await results({ q: '"juniper berries"' })).results[0]?.post_id).toBe(reply.id)
    expect((await results({ q: 'smoky lapsa' })).results.map((r) => r.post_id)).toContain(reply.id)
    expect((await results({ q: 'juniper -lapsang' })).results.map((r) => r.post_id)).not.toContain(reply.id)
  })

  it('finds threads by #tag, exactly and whatever the case, and narrows to a board', async () => {
    const board = await t.boardId('kettle-corner')
    const thread = await startThread(
      t,
      await t.login('bo'),
      board,
      newThreadBody('Kettle descaling, once a month', { index_tags: ['Descaling'], category_tags: ['The'] }),
    )
    expect((await results({ q: '#descaling' })).results.map((r) => r.post_id)).toEqual([thread.starter.id])
    // Either tag finds it; so does a tag of a stop word, which the document holds no word of.
    expect((await results({ q: '#descaling #nosuchtag' })).results.map((r) => r.post_id)).toEqual([thread.starter.id])
    expect((await results({ q: '#the' })).results.map((r) => r.post_id)).toContain(thread.starter.id)
    expect((await results({ q: '#descal' })).results).toEqual([])
    expect((await results({ q: 'descaling', board })).results.map((r) => r.board_id)).toEqual([board])
    expect((await results({ q: 'descaling', board: await t.boardId('tea-room') })).results.map((r) => r.post_id)).not.toContain(
      thread.starter.id,
    )
  })

  it("finds a members-only board's words for a member, never for a visitor or someone of another realm", async () => {
    const secret = await replyOn('back-room', 'Plans for the moonlit oolong tasting.', 'bo')
    expect((await results({ q: 'moonlit oolong' }, 'bo')).results.map((r) => r.post_id)).toContain(secret.id)
    expect((await results({ q: 'moonlit oolong' })).results.map((r) => r.post_id)).not.toContain(secret.id)
    expect((await results({ q: 'moonlit oolong' }, 'cy')).results.map((r) => r.post_id)).not.toContain(secret.id)
    const board = await t.boardId('back-room')
    expect((await search({ q: 'moonlit', board })).status).toBe(401)
    expect((await search({ q: 'moonlit', board }, 'cy')).status).toBe(403)
  })

  it('follows a thread to the board a moderator moves it to: its posts and comments, and what is written after', async () => {
    const [kettle, gallery] = [await t.boardId('kettle-corner'), await t.boardId('gallery')]
    const bo = await t.login('bo')
    const thread = await startThread(t, bo, kettle, newThreadBody('Quince jam with a pinch of lapsang'))
    const [remark] = await comment(t, bo, thread.starter.id, ['The quince came from a neighbour.'])
    const moved = await t.request(`/threads/${thread.id}`, {
      method: 'PATCH',
      json: { parentBoardId: gallery },
      token: await t.login('ada'),
    })
    expect(moved.status, moved.text).toBe(200)
    const later = await t.request(`/posts/${thread.starter.id}/contributions`, {
      method: 'POST',
      token: bo,
      json: replyBody('More quince, please.'),
    })
    const reply = later.as(replyResponseSchema).contribution
    const found = async (board: string) => (await results({ q: 'quince', board })).results.map((r) => r.comment_id ?? r.post_id).sort()
    expect(await found(gallery)).toEqual([thread.starter.id, remark?.id, reply.id].sort())
    expect(await found(kettle)).toEqual([])
  })

  it("quotes a starter from after its first line, which is the result's title already", async () => {
    const [board, bo] = [await t.boardId('kettle-corner'), await t.login('bo')]
    const title = 'Marmalade oolong for people who say they hate marmalade'
    const thread = await startThread(
      t,
      bo,
      board,
      newThreadBody(`${title}\nA bitter orange peel, steeped short.\nThe marmalade is optional.`),
    )
    const found = async (q: string, postId = thread.starter.id) =>
      (await results({ q, board })).results.find((result) => result.post_id === postId && result.comment_id === null)
    // Found by the title's words alone: the title, then what follows it.
    expect(await found('hate oolong')).toMatchObject({ title, excerpt: 'A bitter orange peel, steeped short. The marmalade is optional.' })
    // A word of both: marked where the excerpt holds it, at the right place.
    const both = await found('marmalade')
    expect(both?.excerpt).toContain('bitter orange peel, steeped short. The marmalade is optional')
    expect(both?.excerpt).not.toContain('oolong')
    expect(both && marked(both)).toEqual(['marmalade'])
    // A starter that is its title alone has nothing more to quote.
    const alone = await startThread(t, bo, board, newThreadBody('Marmalade oolong, a second opinion'))
    expect(await found('second opinion', alone.starter.id)).toMatchObject({
      title: 'Marmalade oolong, a second opinion',
      excerpt: '',
      highlights: [],
    })
    // A first line longer than a title shows is quoted whole: the title has only its start.
    const long = `Marmalade oolong, ${'steeped and steeped again, '.repeat(5)}and at last with toast`
    const rambling = await startThread(t, bo, board, newThreadBody(long))
    expect((await found('toast', rambling.starter.id))?.excerpt).toContain('with toast')
  })

  it('pages with its cursor, each result once', async () => {
    const first = await results({ q: 'tea' })
    expect(first.results).toHaveLength(20)
    expect(first.cursor.next).not.toBeNull()
    const second = await results({ q: 'tea', cursor: first.cursor.next ?? '' })
    const keys = (page: SearchPage) => page.results.map((r) => r.comment_id ?? r.post_id)
    expect(keys(second).filter((key) => keys(first).includes(key))).toEqual([])
    expect((await search({ q: 'tea', cursor: 'not-a-cursor' })).status).toBe(400)
  })

  it('answers an unknown realm or a board of another realm 404', async () => {
    expect((await t.request(`/search?q=tea&realm=00000000-0000-4000-8000-000000000001`)).status).toBe(404)
    const elsewhere = (await t.request('/realms/slug/elsewhere')).body as { boards: { id: string }[] }
    expect((await search({ q: 'tea', board: elsewhere.boards[0]?.id ?? '' })).status).toBe(404)
  })
})

describe('GET /search with bad input', () => {
  it.each([
    ['nothing', '', messages.searchEmpty],
    ['blanks', '   \t ', messages.searchEmpty],
    ['201 characters', 'a'.repeat(201), messages.searchTooLong(200)],
    ['5,000 characters', 'tea '.repeat(1250), messages.searchTooLong(200)],
  ])('answers %s 400 with a message', async (_what, q, message) => {
    const answer = await search({ q })
    expect(answer.status).toBe(400)
    expect(answer.as(errorBodySchema).message).toBe(message)
  })

  it.each([
    '"unbalanced quotes',
    '-',
    'or or or',
    'tea & coffee',
    'tea | coffee',
    '!tea',
    'tea:*',
    "tea' or '1'='1",
    'tea\u0000pot',
    '🍵🍵',
    '#',
    '# #',
    '"',
    'the',
    "'; drop table posts; --",
    '(tea)',
    'tea <-> pot',
  ])('answers %j without a 500', async (q) => {
    const answer = await search({ q })
    expect([200, 400], answer.text).toContain(answer.status)
    if (answer.status === 200) answer.as(searchPageSchema)
    else expect(answer.as(errorBodySchema).message).not.toBe(messages.internal)
  })
})

// PostgreSQL stops a statement past its statement_timeout; PGlite cannot (decision 037).
if (testDatabaseKind() === 'postgres') {
  describe('GET /search on PostgreSQL', () => {
    it('stops a search slower than 2 s with a 400 and a message, and the next search is answered', async () => {
      // Another connection holds the posts table: the search waits for it until the timeout.
      const letGo = await holdPostsTable(t.db)
      const started = Date.now()
      const answer = await search({ q: 'kettle' })
      const waited = Date.now() - started
      await letGo()
      expect(answer.status, answer.text).toBe(400)
      expect(answer.as(errorBodySchema).message).toBe(messages.searchTooSlow)
      expect(waited).toBeGreaterThanOrEqual(1900)
      expect((await results({ q: 'kettle' })).results.length).toBeGreaterThan(0)
    })
  })
}
