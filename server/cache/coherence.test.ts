import { describe, expect, it } from 'vitest'
import { feedPageSchema, type FeedPage } from '../../src/contract/schemas/feed'
import { threadSchema } from '../../src/contract/schemas/thread'
import { useTestServer, type TestServer } from '../test/harness'
import { reply } from '../test/replies'

// Two servers with caches of their own on one database, as two processes on one PostgreSQL:
// every read below is made once before the write, so each server has it cached, and must
// show the write at once, whichever server took it.
const a = useTestServer()

async function feed(t: TestServer, path: string, token?: string): Promise<FeedPage> {
  const answer = await t.request(path, { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.as(feedPageSchema)
}

async function thread(t: TestServer, id: string, token?: string) {
  const answer = await t.request(`/threads/${id}`, { token })
  expect(answer.status, answer.text).toBe(200)
  return { thread: answer.as(threadSchema), etag: answer.headers.get('ETag') }
}

const summaryOf = (page: FeedPage, id: string) => page.activity.find((summary) => summary.id === id)

describe('cached reads on two servers sharing one database', () => {
  it('show a reply at once, in the thread and in the feed, to visitors and to users, on either server', async () => {
    const b = a.twin()
    const boardId = await a.boardId('kettle-corner')
    const target = (await a.threadsOn('kettle-corner')).at(-1)
    if (!target) throw new Error('no thread')
    const ada = await a.login('ada')
    const bo = await a.login('bo')
    const feedPath = `/feeds/boards/${boardId}`
    for (const server of [a, b]) {
      for (const token of [undefined, bo]) {
        await feed(server, feedPath, token)
        await thread(server, target.id, token)
      }
    }
    const before = await thread(b, target.id, bo)

    await reply(a, ada, target.starterId, 'Seen everywhere at once?')
    for (const server of [a, b]) {
      for (const token of [undefined, bo]) {
        const { thread: read } = await thread(server, target.id, token)
        expect(read.total_posts_amount).toBe(before.thread.total_posts_amount + 1)
        expect(read.posts.at(-1)?.content).toContain('Seen everywhere at once?')
        const page = await feed(server, feedPath, token)
        expect(page.activity[0]?.id).toBe(target.id)
        expect(page.activity[0]?.total_posts_amount).toBe(read.total_posts_amount)
      }
    }
    // For bo the reply is someone else's, after a visit he never made: new to him.
    expect((await thread(b, target.id, bo)).thread.new_posts_amount).toBe(before.thread.new_posts_amount + 1)
    expect((await thread(b, target.id, bo)).etag).not.toBe(before.etag)
  })

  it('show a move and a new default view at once on the other server', async () => {
    const b = a.twin()
    const from = await a.boardId('kettle-corner')
    const to = await a.boardId('gallery')
    const target = (await a.threadsOn('kettle-corner'))[0]
    if (!target) throw new Error('no thread')
    const ada = await a.login('ada')
    expect(summaryOf(await feed(b, `/feeds/boards/${from}`), target.id)).toBeDefined()
    await feed(b, `/feeds/boards/${to}`)
    await thread(b, target.id)

    const patch = await a.request(`/threads/${target.id}`, {
      method: 'PATCH',
      token: ada,
      json: { parentBoardId: to, defaultView: 'gallery' },
    })
    expect(patch.status, patch.text).toBe(200)
    const { thread: moved } = await thread(b, target.id)
    expect([moved.parent_board_id, moved.parent_board_slug, moved.default_view]).toEqual([to, 'gallery', 'gallery'])
    expect(summaryOf(await feed(b, `/feeds/boards/${from}`), target.id)).toBeUndefined()
    expect(summaryOf(await feed(b, `/feeds/boards/${to}`), target.id)).toMatchObject({ parent_board_id: to, default_view: 'gallery' })
  })

  it("show a user's mute and star at once on the other server, in the feeds and the thread", async () => {
    const b = a.twin()
    const boardId = await a.boardId('tea-room')
    const target = (await a.threadsOn('tea-room'))[1]
    if (!target) throw new Error('no thread')
    const bo = await a.login('bo')
    const feedPath = `/feeds/boards/${boardId}`
    for (const server of [a, b]) {
      await feed(server, feedPath, bo)
      await feed(server, '/feeds/users/@me/stars', bo)
      await thread(server, target.id, bo)
    }
    const before = await thread(a, target.id, bo)

    expect((await b.request(`/threads/${target.id}/mute`, { method: 'POST', token: bo })).status).toBe(204)
    expect((await b.request(`/threads/${target.id}/stars`, { method: 'POST', token: bo })).status).toBe(204)
    for (const server of [a, b]) {
      expect(summaryOf(await feed(server, feedPath, bo), target.id)).toMatchObject({ muted: true, starred: true })
      expect(summaryOf(await feed(server, '/feeds/users/@me/stars', bo), target.id)).toMatchObject({ muted: true, starred: true })
      expect((await thread(server, target.id, bo)).thread).toMatchObject({ muted: true, starred: true })
    }
    expect((await thread(a, target.id, bo)).etag).not.toBe(before.etag)
    // Another reader's answers are their own: nothing of bo's shows for a visitor.
    expect(summaryOf(await feed(a, feedPath), target.id)).toMatchObject({ muted: false, starred: false })

    expect((await a.request(`/threads/${target.id}/stars`, { method: 'DELETE', token: bo })).status).toBe(204)
    expect(summaryOf(await feed(b, '/feeds/users/@me/stars', bo), target.id)).toBeUndefined()
  })

  it('answers 304 to an unchanged thread and the whole thread once it has changed', async () => {
    const b = a.twin()
    const target = (await a.threadsOn('tea-room'))[2]
    if (!target) throw new Error('no thread')
    const bo = await a.login('bo')
    const ada = await a.login('ada')
    for (const token of [undefined, bo]) {
      const first = await a.request(`/threads/${target.id}`, { token })
      const etag = first.headers.get('ETag') ?? ''
      expect(etag).toMatch(/^".+"$/)
      expect(first.headers.get('Cache-Control')).toBe('private, no-cache')
      // The tag is made of what the database says, so the other server gives the same one.
      const unchanged = await b.request(`/threads/${target.id}`, { token, headers: { 'If-None-Match': etag } })
      expect([unchanged.status, unchanged.text, unchanged.headers.get('ETag')]).toEqual([304, '', etag])
      await reply(b, ada, target.starterId, `Changed for ${token ? 'bo' : 'visitors'}.`)
      const changed = await a.request(`/threads/${target.id}`, { token, headers: { 'If-None-Match': etag } })
      expect(changed.status).toBe(200)
      expect(changed.headers.get('ETag')).not.toBe(etag)
      expect(changed.as(threadSchema).posts.at(-1)?.content).toContain('Changed for')
    }
    // A visitor's tag never answers for a user, nor one user's for another.
    const visitorTag = (await a.request(`/threads/${target.id}`)).headers.get('ETag') ?? ''
    const asBo = await a.request(`/threads/${target.id}`, { token: bo, headers: { 'If-None-Match': visitorTag } })
    expect(asBo.status).toBe(200)
  })
})
