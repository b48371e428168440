import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { feedPageSchema } from '../../src/contract/schemas/feed'
import { threadSchema } from '../../src/contract/schemas/thread'
import { threadSummarySchema } from '../../src/contract/schemas/thread-summary'
import { useTestServer, type DemoUser } from '../test/harness'
import { reply } from '../test/replies'

// Every query this file's server runs, in order, so a test can say which tables a read touched.
const queries: string[] = []
const t = useTestServer({}, { logQuery: (query) => void queries.push(query) })

async function readThread(threadId: string, token?: string) {
  const answer = await t.request(`/threads/${threadId}`, { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.as(threadSchema)
}

/** The queries `action` runs. */
async function queriesOf(action: () => Promise<unknown>): Promise<string[]> {
  const start = queries.length
  await action()
  return queries.slice(start)
}

const readsTable = (table: string) => (query: string) => new RegExp(`from "${table}"`).test(query)

describe('GET /threads/{thread_id} against the feeds', () => {
  it.each<[string, DemoUser | null]>([
    ['a visitor', null],
    ['ada', 'ada'],
    ['bo', 'bo'],
  ])('answers %s the same summary as the board feed does, counts included', async (_who, user) => {
    const token = user ? await t.login(user) : undefined
    const feed = (await t.request(`/feeds/boards/${await t.boardId('tea-room')}`, { token })).as(feedPageSchema)
    const big = await t.bigThread()
    expect(feed.activity.map((summary) => summary.id)).toContain(big.id)
    for (const summary of feed.activity) {
      expect(threadSummarySchema.parse(await readThread(summary.id, token)), summary.id).toEqual(summary)
    }
  })

  it('still agrees after a reply, for its author and for a friend who has visited', async () => {
    const [ada, bo] = [await t.login('ada'), await t.login('bo')]
    const thread = await t.threadBy('kettle-corner', 'bo')
    expect((await t.request(`/threads/${thread.id}/visits`, { method: 'POST', token: ada })).status).toBe(204)
    t.clock.advance(5)
    await reply(t, bo, thread.starterId, 'A fresh pot.')
    const feedOf = async (token: string) =>
      (await t.request(`/feeds/boards/${await t.boardId('kettle-corner')}`, { token })).as(feedPageSchema)
    for (const token of [ada, bo]) {
      const fromFeed = (await feedOf(token)).activity.find((summary) => summary.id === thread.id)
      expect(threadSummarySchema.parse(await readThread(thread.id, token))).toEqual(fromFeed)
    }
    expect((await readThread(thread.id, ada)).new_posts_amount).toBe(1)
  })
})

describe('GET /threads/{thread_id} cost', () => {
  it('reads an unchanged thread from its cached rows: no posts, no comments, no counting', async () => {
    const big = await t.bigThread()
    const ada = await t.login('ada')
    await readThread(big.id, ada)
    for (const token of [ada, undefined]) {
      const again = await queriesOf(() => readThread(big.id, token))
      expect(again.filter(readsTable('posts')), 'posts').toEqual([])
      expect(again.filter(readsTable('comments')), 'comments').toEqual([])
      expect(
        again.filter((query) => /count\(/.test(query)),
        'counts',
      ).toEqual([])
    }
  })

  it('reads the rows again once a reply through another process has changed the thread', async () => {
    const big = await t.bigThread()
    const bo = await t.login('bo')
    const before = await readThread(big.id, bo)
    // A reply through this process is put into its copy (contributions.test.ts); another's is not.
    await reply(t.twin(), bo, before.starter.id, 'Late to the party.')
    let thread = before
    const after = await queriesOf(async () => (thread = await readThread(big.id, bo)))
    expect(after.filter(readsTable('posts'))).toHaveLength(1)
    expect(after.filter(readsTable('comments'))).toHaveLength(1)
    expect(thread.total_posts_amount).toBe(before.total_posts_amount + 1)
    expect(thread.posts.at(-1)?.own).toBe(true)
  })
})

describe('GET /threads/{thread_id} for visitors', () => {
  const visitorRead = async (threadId: string, headers: Record<string, string> = {}) => {
    const answer = await t.app.request(`/api/threads/${threadId}`, { headers })
    expect(answer.status).toBe(200)
    return answer
  }

  it('sends every visitor the same serialized answer, gzipped for those who take it, without reading the rows again', async () => {
    const big = await t.bigThread()
    const plain = await (await visitorRead(big.id)).text()
    const again = await queriesOf(async () => expect(await (await visitorRead(big.id)).text()).toBe(plain))
    expect(again.filter(readsTable('posts'))).toEqual([])
    const zipped = await visitorRead(big.id, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip')
    expect(zipped.headers.get('Vary')).toBe('Authorization, Accept-Encoding')
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(plain)
    expect(threadSchema.parse(JSON.parse(plain)).posts.length).toBe(big.count)
    const refused = await visitorRead(big.id, { 'Accept-Encoding': 'gzip;q=0, identity' })
    expect(refused.headers.get('Content-Encoding')).toBeNull()
  })

  it('makes a new answer after a reply, a move or a new default view', async () => {
    const thread = await t.threadBy('kettle-corner', 'bo')
    const ada = await t.login('ada')
    const before = threadSchema.parse(JSON.parse(await (await visitorRead(thread.id)).text()))
    await reply(t, ada, thread.starterId, 'Fresh news for visitors.')
    const replied = threadSchema.parse(JSON.parse(await (await visitorRead(thread.id)).text()))
    expect(replied.posts.length).toBe(before.posts.length + 1)
    const gallery = await t.boardId('gallery')
    const patch = await t.request(`/threads/${thread.id}`, {
      method: 'PATCH',
      token: ada,
      json: { defaultView: 'gallery', parentBoardId: gallery },
    })
    expect(patch.status).toBe(200)
    const moved = threadSchema.parse(JSON.parse(await (await visitorRead(thread.id)).text()))
    expect([moved.parent_board_id, moved.parent_board_slug, moved.default_view]).toEqual([gallery, 'gallery', 'gallery'])
  })
})
