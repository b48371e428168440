import { describe, expect, it } from 'vitest'
import { feedPageSchema } from '../../src/contract/schemas/feed'
import { notificationPageSchema } from '../../src/contract/schemas/notification'
import { realmSchema } from '../../src/contract/schemas/realm'
import { threadSchema } from '../../src/contract/schemas/thread'
import { useTestServer } from '../test/harness'
import { newMembers } from '../test/members'
import { reply } from '../test/replies'
import { comment, newThreadBody, startThread } from '../test/writes'

// The reader's own controls (design.md, "Reader controls"): hide, mute and pin boards, board news,
// dismissing notifications, and "Your stuff".
const t = useTestServer()
const missing = '00000000-0000-4000-8000-000000000000'

const realmOf = async (token?: string) => (await t.request('/realms/slug/demo', { token })).as(realmSchema)
const boardIn = async (token: string, slug: string) => {
  const board = (await realmOf(token)).boards.find((candidate) => candidate.slug === slug)
  if (!board) throw new Error(`no board ${slug}`)
  return board
}
const unreadAbout = async (token: string, threadId: string) =>
  (await t.request('/notifications', { token })).as(notificationPageSchema).notifications.filter((n) => n.thread_id === threadId && !n.read)
const act = (method: 'POST' | 'DELETE', path: string, token?: string) => t.request(path, { method, token })

describe('hiding a thread', () => {
  it('is the reader’s alone, brings no notifications while hidden, and the thread still opens', async () => {
    const [writer, answerer] = await newMembers(t, 2, 'hider')
    if (!writer || !answerer) throw new Error('no members')
    const thread = await startThread(t, writer.token, await t.boardId('kettle-corner'), newThreadBody('A thread to hide.'))
    const starter = thread.posts[0]?.id ?? ''
    for (let time = 0; time < 2; time++) expect((await act('POST', `/threads/${thread.id}/hide`, writer.token)).status).toBe(204)

    const opened = await t.request(`/threads/${thread.id}`, { token: writer.token })
    expect(opened.status).toBe(200)
    expect(opened.as(threadSchema).hidden).toBe(true)
    expect((await t.request(`/threads/${thread.id}`, { token: answerer.token })).as(threadSchema).hidden).toBe(false)
    const feed = (await t.request(`/feeds/boards/${await t.boardId('kettle-corner')}`, { token: writer.token })).as(feedPageSchema)
    expect(feed.activity.find((summary) => summary.id === thread.id)?.hidden).toBe(true)

    await reply(t, answerer.token, starter, 'Nobody hears this one.')
    expect(await unreadAbout(writer.token, thread.id)).toEqual([])

    expect((await act('DELETE', `/threads/${thread.id}/hide`, writer.token)).status).toBe(204)
    await reply(t, answerer.token, starter, 'This one is heard.')
    expect(await unreadAbout(writer.token, thread.id)).toHaveLength(1)
  })

  it('refuses an unknown, a malformed or an unreadable thread, and a visitor', async () => {
    const cy = await t.login('cy')
    const backRoom = await t.threadBy('back-room', 'nobody', { not: true })
    expect((await act('POST', `/threads/${missing}/hide`, cy)).status).toBe(404)
    expect((await act('POST', '/threads/not-a-uuid/hide', cy)).status).toBe(400)
    expect((await act('POST', `/threads/${backRoom.id}/hide`, cy)).status).toBe(403)
    expect((await act('POST', `/threads/${backRoom.id}/hide`)).status).toBe(401)
  })
})

describe("a board's mute and pin", () => {
  it('a muted board brings no notifications; unmuted, it does again', async () => {
    const [writer, answerer] = await newMembers(t, 2, 'muter')
    if (!writer || !answerer) throw new Error('no members')
    const boardId = await t.boardId('gallery')
    const thread = await startThread(t, writer.token, boardId, newThreadBody('On a board to mute.'))
    const starter = thread.posts[0]?.id ?? ''
    for (let time = 0; time < 2; time++) expect((await act('POST', `/boards/${boardId}/mute`, writer.token)).status).toBe(204)
    expect((await boardIn(writer.token, 'gallery')).muted).toBe(true)
    expect((await boardIn(answerer.token, 'gallery')).muted).toBe(false)

    await reply(t, answerer.token, starter, 'Into a muted board.')
    await comment(t, answerer.token, starter, ['A comment into it too.'])
    expect(await unreadAbout(writer.token, thread.id)).toEqual([])

    expect((await act('DELETE', `/boards/${boardId}/mute`, writer.token)).status).toBe(204)
    await reply(t, answerer.token, starter, 'Heard again.')
    expect(await unreadAbout(writer.token, thread.id)).toHaveLength(1)
  })

  it('puts pinned boards first, oldest pin first, the rest in the realm’s order; a pin on a board closed to the reader leaves', async () => {
    const [reader] = await newMembers(t, 1, 'pinner')
    if (!reader) throw new Error('no member')
    const order = async () => (await realmOf(reader.token)).boards.map((board) => `${board.slug}${board.pinned ? '*' : ''}`)
    const before = await order()
    const [gallery, kettle, backRoom] = await Promise.all(['gallery', 'kettle-corner', 'back-room'].map((slug) => t.boardId(slug)))
    expect((await act('POST', `/boards/${kettle}/pin`, reader.token)).status).toBe(204)
    t.clock.advance(1)
    expect((await act('POST', `/boards/${gallery}/pin`, reader.token)).status).toBe(204)
    t.clock.advance(1)
    // Pinned again: it keeps its place.
    expect((await act('POST', `/boards/${kettle}/pin`, reader.token)).status).toBe(204)
    const rest = before.filter((slug) => slug !== 'gallery' && slug !== 'kettle-corner')
    expect(await order()).toEqual(['kettle-corner*', 'gallery*', ...rest])
    // Everyone else's list is the realm's.
    expect((await realmOf()).boards.map((board) => board.slug)).toEqual(before)

    expect((await act('DELETE', `/boards/${kettle}/pin`, reader.token)).status).toBe(204)
    expect(await order()).toEqual(['gallery*', ...before.filter((slug) => slug !== 'gallery')])

    expect((await act('POST', `/boards/${backRoom}/pin`, reader.token)).status).toBe(204)
    expect((await order())[1]).toBe('back-room*')
    const ada = await t.login('ada')
    expect((await t.request(`/realms/${await t.realmId('demo')}/members/${reader.id}`, { method: 'DELETE', token: ada })).status).toBe(204)
    expect(await order()).toEqual(['gallery*', ...before.filter((slug) => slug !== 'gallery')])
  })

  it('has news when someone else wrote on it since the reader’s visit, not for their own words', async () => {
    const [reader, other] = await newMembers(t, 2, 'visitor')
    if (!reader || !other) throw new Error('no members')
    const boardId = await t.boardId('tea-room')
    // Never visited: the seed's threads are news.
    expect((await boardIn(reader.token, 'tea-room')).has_updates).toBe(true)
    t.clock.advance(1)
    expect((await act('POST', `/boards/${boardId}/visits`, reader.token)).status).toBe(204)
    expect((await boardIn(reader.token, 'tea-room')).has_updates).toBe(false)
    t.clock.advance(1)
    const own = await startThread(t, reader.token, boardId, newThreadBody('My own words are no news to me.'))
    expect((await boardIn(reader.token, 'tea-room')).has_updates).toBe(false)
    t.clock.advance(1)
    await reply(t, other.token, own.posts[0]?.id ?? '', 'But mine are.')
    expect((await boardIn(reader.token, 'tea-room')).has_updates).toBe(true)
    // A visitor has no visits and no news.
    expect((await realmOf()).boards.every((board) => !board.has_updates && !board.muted && !board.pinned)).toBe(true)
  })

  it('refuses an unknown, a malformed or an unreadable board, and a visitor', async () => {
    const cy = await t.login('cy')
    const backRoom = await t.boardId('back-room')
    const ways = [
      ['POST', 'mute'],
      ['DELETE', 'mute'],
      ['POST', 'pin'],
      ['DELETE', 'pin'],
      ['POST', 'visits'],
    ] as const
    for (const [method, path] of ways) {
      const what = `${method} ${path}`
      expect((await act(method, `/boards/${missing}/${path}`, cy)).status, what).toBe(404)
      expect((await act(method, `/boards/nope/${path}`, cy)).status, what).toBe(400)
      expect((await act(method, `/boards/${backRoom}/${path}`, cy)).status, what).toBe(403)
      expect((await act(method, `/boards/${backRoom}/${path}`)).status, what).toBe(401)
    }
  })

  it('takes every undo and every visit again as a repeat (204), changing nothing more', async () => {
    const [reader] = await newMembers(t, 1, 'repeater')
    if (!reader) throw new Error('no member')
    const boardId = await t.boardId('gallery')
    for (const path of ['mute', 'pin']) {
      for (let time = 0; time < 2; time++) expect((await act('DELETE', `/boards/${boardId}/${path}`, reader.token)).status).toBe(204)
    }
    for (let time = 0; time < 2; time++) expect((await act('POST', `/boards/${boardId}/visits`, reader.token)).status).toBe(204)
    expect(await boardIn(reader.token, 'gallery')).toMatchObject({ muted: false, pinned: false, has_updates: false })
    const thread = await t.threadBy('kettle-corner', 'nobody', { not: true })
    for (let time = 0; time < 2; time++) expect((await act('DELETE', `/threads/${thread.id}/hide`, reader.token)).status).toBe(204)
    expect((await t.request(`/threads/${thread.id}`, { token: reader.token })).as(threadSchema).hidden).toBe(false)
  })

  it('drops the pin of a reader outside the realm once its board becomes members-only', async () => {
    // cy is not of the demo realm, but may read (and pin) its open boards.
    const cy = await t.login('cy')
    const boardId = await t.boardId('kettle-corner')
    expect((await act('POST', `/boards/${boardId}/pin`, cy)).status).toBe(204)
    expect((await boardIn(cy, 'kettle-corner')).pinned).toBe(true)
    const ada = await t.login('ada')
    const closed = await t.request(`/boards/${boardId}`, { method: 'PATCH', token: ada, json: { members_only: true } })
    expect(closed.status, closed.text).toBe(200)
    // Still listed, as closed boards are, but no longer hers: no pin, no mute, no news.
    expect((await realmOf(cy)).boards.find((board) => board.id === boardId)).toMatchObject({
      members_only: true,
      pinned: false,
      muted: false,
      has_updates: false,
    })
    expect((await act('DELETE', `/boards/${boardId}/pin`, cy)).status).toBe(403)
    expect((await t.request(`/boards/${boardId}`, { method: 'PATCH', token: ada, json: { members_only: false } })).status).toBe(200)
  })
})

describe('dismissing notifications', () => {
  it("reads a board's notifications, then a realm's, and refuses both at once or a foreign board", async () => {
    const [writer, answerer] = await newMembers(t, 2, 'dismisser')
    if (!writer || !answerer) throw new Error('no members')
    const [gallery, kettle] = await Promise.all([t.boardId('gallery'), t.boardId('kettle-corner')])
    const onGallery = await startThread(t, writer.token, gallery, newThreadBody('Gallery words.'))
    const onKettle = await startThread(t, writer.token, kettle, newThreadBody('Kettle words.'))
    await reply(t, answerer.token, onGallery.posts[0]?.id ?? '', 'Answer in the gallery.')
    await reply(t, answerer.token, onKettle.posts[0]?.id ?? '', 'Answer by the kettle.')
    const read = (json: unknown, token = writer.token) => t.request('/notifications/read', { method: 'POST', token, json })

    expect((await read({ board_id: gallery })).status).toBe(204)
    expect(await unreadAbout(writer.token, onGallery.id)).toEqual([])
    expect(await unreadAbout(writer.token, onKettle.id)).toHaveLength(1)
    expect((await read({ realm_id: await t.realmId('demo') })).status).toBe(204)
    expect(await unreadAbout(writer.token, onKettle.id)).toEqual([])

    expect((await read({ board_id: gallery, realm_id: await t.realmId('demo') })).status).toBe(400)
    expect((await read({ board_id: 'nope' })).status).toBe(400)
    expect((await read({ board_id: missing })).status).toBe(404)
    expect((await read({ realm_id: missing })).status).toBe(404)
    expect((await read({ board_id: await t.boardId('back-room') }, await t.login('cy'))).status).toBe(403)
    // cy belongs to Elsewhere, not to the demo realm: its notifications are not hers to dismiss.
    expect((await read({ realm_id: await t.realmId('demo') }, await t.login('cy'))).status).toBe(403)
  })
})

describe('Your stuff', () => {
  const own = async (token: string, query = '') => (await t.request(`/feeds/users/@me${query}`, { token })).as(feedPageSchema)

  it('lists exactly the threads the reader started or wrote in, newest activity first, paged; updated only', async () => {
    const [reader, other] = await newMembers(t, 2, 'stuff')
    if (!reader || !other) throw new Error('no members')
    const boardId = await t.boardId('kettle-corner')
    const othersThreads = []
    for (let index = 0; index < 3; index++) {
      t.clock.advance(1)
      othersThreads.push(await startThread(t, other.token, boardId, newThreadBody(`Someone else's ${index}.`)))
    }
    const [commentedIn, repliedIn, untouched] = othersThreads
    if (!commentedIn || !repliedIn || !untouched) throw new Error('no threads')
    const started = []
    for (let index = 0; index < 20; index++) {
      t.clock.advance(1)
      started.push(await startThread(t, reader.token, boardId, newThreadBody(`Mine ${index}.`)))
    }
    t.clock.advance(1)
    await comment(t, reader.token, commentedIn.posts[0]?.id ?? '', ['My comment.'])
    t.clock.advance(1)
    await reply(t, reader.token, repliedIn.posts[0]?.id ?? '', 'My reply.')

    const first = await own(reader.token)
    expect(first.activity).toHaveLength(20)
    const second = await own(reader.token, `?cursor=${encodeURIComponent(first.cursor.next ?? '')}`)
    expect(second.cursor.next).toBeNull()
    const listed = [...first.activity, ...second.activity].map((summary) => summary.id)
    expect(listed).toEqual([repliedIn.id, commentedIn.id, ...started.map((thread) => thread.id).reverse()])
    expect(listed).not.toContain(untouched.id)

    // Updated only: someone else wrote since the reader's last visit.
    for (const thread of [...started, commentedIn, repliedIn]) await act('POST', `/threads/${thread.id}/visits`, reader.token)
    expect((await own(reader.token, '?updated_only=true')).activity).toEqual([])
    t.clock.advance(1)
    await reply(t, other.token, started[3]?.posts[0]?.id ?? '', 'News in one of yours.')
    expect((await own(reader.token, '?updated_only=true')).activity.map((summary) => summary.id)).toEqual([started[3]?.id])

    expect((await t.request('/feeds/users/@me')).status).toBe(401)
    expect((await t.request('/feeds/users/@me?updated_only=maybe', { token: reader.token })).status).toBe(400)
  })
})
