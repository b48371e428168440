import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventDataSchemas } from '../../src/contract/schemas/events'
import { threadChangesSchema } from '../../src/contract/schemas/thread-changes'
import { MAX_MISSED_EVENTS } from '../events/hub'
import { appendEvents, eventsAfter, newestEventId } from '../db/queries/events'
import { testDatabaseKind } from '../db/test-queries/databases'
import { addMember, ageEvents, insertThreadEvents, removeMember } from '../db/test-queries/writes'
import { messages } from '../lib/api-error'
import { openEvents, type OpenEventStream, type ReceivedEvent } from '../test/event-stream'
import { TEST_HEARTBEAT_MS, useTestServer } from '../test/harness'
import { reply } from '../test/replies'
import { comment, newThreadBody, startThread } from '../test/writes'

const t = useTestServer()
let server: Awaited<ReturnType<typeof t.listen>>
const readers: OpenEventStream[] = []

beforeAll(async () => {
  server = await t.listen()
})
afterAll(async () => {
  for (const reader of readers) reader.close()
  await server.close()
})

async function open(options: Parameters<typeof openEvents>[1]) {
  const reader = await openEvents(server.url, options)
  readers.push(reader)
  return reader
}

const ofType = (type: string) => (event: ReceivedEvent) => event.type === type
const contributionOf = (postId: string) => (event: ReceivedEvent) =>
  event.type === 'contribution' && eventDataSchemas.contribution.parse(event.data).post_id === postId

describe('GET /events refuses before the stream starts', () => {
  it('answers 400 for a malformed id or more than 20 topics, 404 for an unknown thread or board', async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const cases: [string, number, string][] = [
      ['thread=nope', 400, messages.malformedTopic('thread', 'nope')],
      ['board=1234', 400, messages.malformedTopic('board', '1234')],
      [Array.from({ length: 21 }, () => `thread=${crypto.randomUUID()}`).join('&'), 400, messages.tooManyTopics(20)],
      [
        `thread=${thread.id}&thread=00000000-0000-4000-8000-000000000000`,
        404,
        messages.threadNotFound('00000000-0000-4000-8000-000000000000'),
      ],
      ['board=00000000-0000-4000-8000-000000000001', 404, messages.boardNotFound('00000000-0000-4000-8000-000000000001')],
    ]
    for (const [query, status, message] of cases) {
      const refused = await open({ query })
      expect([refused.status, JSON.parse(await refused.text())], query).toEqual([status, { message }])
    }
  })

  it('answers 401 to a visitor and 403 to an outsider for a members-only board or thread', async () => {
    const backRoom = await t.boardId('back-room')
    const secret = (await t.threadsOn('back-room'))[0]
    if (!secret) throw new Error('no back-room thread')
    const cy = await t.login('cy')
    expect((await open({ boards: [backRoom] })).status).toBe(401)
    expect((await open({ threads: [secret.id] })).status).toBe(401)
    const outsider = await open({ token: cy, boards: [backRoom] })
    expect([outsider.status, JSON.parse(await outsider.text())]).toEqual([403, { message: messages.boardAccessForbidden }])
    expect((await open({ token: cy, threads: [secret.id] })).status).toBe(403)
    expect((await open({ token: 'not-a-token', boards: [] })).status).toBe(401)
  })
})

describe('a stream', () => {
  it('is an uncompressed, unbuffered event stream that says it is open and pings', async () => {
    const reader = await open({})
    expect(reader.status).toBe(200)
    expect(reader.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8')
    expect(reader.headers.get('X-Accel-Buffering')).toBe('no')
    expect(reader.headers.get('Cache-Control')).toBe('no-store, no-transform')
    expect(reader.headers.get('Content-Encoding')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, TEST_HEARTBEAT_MS * 3))
    expect(reader.pings).toBeGreaterThanOrEqual(1)
    reader.close()
  })

  it('brings a thread its contributions and comments, a board its new threads, to visitors and members alike', async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const board = await t.boardId('tea-room')
    const visitor = await open({ threads: [thread.id] })
    const ada = await open({ token: await t.login('ada'), threads: [thread.id], boards: [board] })
    const bo = await t.login('bo')
    const posted = await reply(t, bo, thread.starterId, 'Live from the kettle.')
    for (const reader of [visitor, ada]) {
      const [event] = await reader.waitFor(contributionOf(posted.id))
      expect(event?.data).toEqual({ thread_id: thread.id, board_id: board, post_id: posted.id, parent_post_id: thread.starterId })
      expect(event?.id).toMatch(/^\d+$/)
    }
    const [first] = await comment(t, bo, posted.id, ['A comment too.'])
    const [commented] = await visitor.waitFor((event) => event.type === 'comment')
    expect(commented?.data).toEqual({ thread_id: thread.id, post_id: posted.id, comment_id: first?.id })

    const started = await startThread(t, bo, board, newThreadBody('A thread born while ada watches.'))
    const [born] = await ada.waitFor(ofType('thread'))
    expect(born?.data).toEqual({ board_id: board, thread_id: started.id })
    // The visitor follows the thread only: no board event, no notification.
    await ada.waitFor(ofType('notification'))
    expect(visitor.events.filter((event) => event.type === 'thread' || event.type === 'notification')).toEqual([])
  })

  it("tells a reader of a reply to their post, as the replier's secret identity, and no one else", async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const ada = await open({ token: await t.login('ada') })
    const cy = await open({ token: await t.login('cy') })
    const bo = await t.login('bo')
    const posted = await reply(t, bo, thread.starterId, 'Answering ada.')
    const [told] = await ada.waitFor((event) => event.type === 'notification' && JSON.stringify(event.data).includes(posted.id))
    const { notification } = eventDataSchemas.notification.parse(told?.data)
    expect(notification).toMatchObject({ kind: 'reply', thread_id: thread.id, post_id: posted.id, excerpt: 'Answering ada.', read: false })
    expect(notification.from.name).toBe(posted.secret_identity.name)
    expect(JSON.stringify(told)).not.toMatch(/"bo"|bo@example/)
    expect(cy.events.filter(ofType('notification'))).toEqual([])
  })

  it('brings an outsider and a visitor nothing of a members-only board, however busy', async () => {
    const teaRoom = await t.boardId('tea-room')
    const backRoom = await t.boardId('back-room')
    const secret = (await t.threadsOn('back-room'))[0]
    if (!secret) throw new Error('no back-room thread')
    const cy = await open({ token: await t.login('cy'), boards: [teaRoom] })
    const visitor = await open({ boards: [teaRoom] })
    const bo = await t.login('bo')
    const hidden = await reply(t, bo, secret.starterId, 'Only for the back room.')
    await comment(t, bo, hidden.id, ['A back-room comment.'])
    await startThread(t, bo, backRoom, newThreadBody('A back-room plan.'))
    // A public thread after them: once it has come, anything of the back room would have too.
    const sentinel = await startThread(t, bo, teaRoom, newThreadBody('Out in the open.'))
    for (const reader of [cy, visitor]) {
      await reader.waitFor((event) => event.type === 'thread' && JSON.stringify(event.data).includes(sentinel.id))
      const leaked = reader.events.filter((event) => [backRoom, secret.id, hidden.id].some((id) => JSON.stringify(event.data).includes(id)))
      expect(leaked).toEqual([])
      expect(reader.events.filter(ofType('thread'))).toHaveLength(1)
    }
  })

  it('moves and view changes reach the thread, and both boards of a move', async () => {
    const thread = (await t.threadsOn('kettle-corner'))[0]
    if (!thread) throw new Error('no kettle-corner thread')
    const [from, to] = [await t.boardId('kettle-corner'), await t.boardId('gallery')]
    const adaToken = await t.login('ada')
    const watching = await open({ threads: [thread.id], boards: [from, to] })
    const moved = await t.request(`/threads/${thread.id}`, { method: 'PATCH', token: adaToken, json: { parentBoardId: to } })
    expect(moved.status).toBe(200)
    const [event] = await watching.waitFor(ofType('thread_moved'))
    expect(event?.data).toEqual({ thread_id: thread.id, board_id: to })
    const oldBoard = await open({ boards: [from] })
    const back = await t.request(`/threads/${thread.id}`, { method: 'PATCH', token: adaToken, json: { parentBoardId: from } })
    expect(back.status).toBe(200)
    await oldBoard.waitFor(ofType('thread_moved'))
    await t.request(`/threads/${thread.id}`, { method: 'PATCH', token: adaToken, json: { defaultView: 'gallery' } })
    const [updated] = await watching.waitFor(ofType('thread_updated'))
    expect(updated?.data).toEqual({ thread_id: thread.id, board_id: from })
  })

  it('stops bringing a members-only thread to a reader who leaves the realm', async () => {
    const secret = (await t.threadsOn('back-room'))[0]
    const open_ = (await t.threadsOn('tea-room'))[0]
    if (!secret || !open_) throw new Error('no threads')
    const demo = await t.realmId('demo')
    const boId = await t.userId('bo')
    const bo = await open({ token: await t.login('bo'), threads: [secret.id, open_.id] })
    const ada = await t.login('ada')
    const before = await reply(t, ada, secret.starterId, 'Members only, bo still in.')
    await bo.waitFor(contributionOf(before.id))
    await removeMember(t.db, demo, boId)
    try {
      const hidden = await reply(t, ada, secret.starterId, 'Members only, bo gone.')
      const after = await reply(t, ada, open_.starterId, 'Everyone may read this.')
      await bo.waitFor(contributionOf(after.id))
      expect(bo.events.filter(contributionOf(hidden.id))).toEqual([])
    } finally {
      await addMember(t.db, demo, boId)
    }
  })

  it('gives a reader who comes back with Last-Event-ID every event missed, in order, none twice', async () => {
    const thread = await t.threadBy('tea-room', 'bo')
    const first = await open({ threads: [thread.id] })
    const ada = await t.login('ada')
    const seen = await reply(t, ada, thread.starterId, 'Seen live.')
    const [live] = await first.waitFor(contributionOf(seen.id))
    first.close()
    const missed = []
    for (let n = 1; n <= 5; n++) missed.push((await reply(t, ada, thread.starterId, `Missed ${n}.`)).id)
    const back = await open({ threads: [thread.id], lastEventId: live?.id ?? '' })
    const after = await reply(t, ada, thread.starterId, 'Live again.')
    await back.waitFor(contributionOf(after.id))
    const postIds = back.events.filter(ofType('contribution')).map((event) => eventDataSchemas.contribution.parse(event.data).post_id)
    expect(postIds).toEqual([...missed, after.id])
    const ids = back.events.map((event) => Number(event.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('says reset for a malformed Last-Event-ID, one beyond the newest, or more than 1,000 missed', async () => {
    const thread = await t.threadBy('tea-room', 'bo')
    for (const lastEventId of ['yesterday', '999999999999']) {
      const reader = await open({ threads: [thread.id], lastEventId })
      const [reset] = await reader.waitFor(ofType('reset'))
      expect([reset?.data, reset?.id]).toEqual([{}, null])
    }
    const live = await open({ threads: [thread.id] })
    const ada = await t.login('ada')
    const mark = await reply(t, ada, thread.starterId, 'Before the flood.')
    const [marked] = await live.waitFor(contributionOf(mark.id))
    const board = await t.boardId('tea-room')
    await insertThreadEvents(t.db, { threadId: thread.id, boardId: board, postId: mark.id }, MAX_MISSED_EVENTS + 1, t.clock.now())
    const flooded = await open({ threads: [thread.id], lastEventId: marked?.id ?? '' })
    await flooded.waitFor(ofType('reset'))
    expect(flooded.events.filter(ofType('contribution'))).toEqual([])
  })

  it('forgets events after a day: the sweep removes them, and a reader back from longer ago hears reset', async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const live = await open({ threads: [thread.id] })
    const posted = await reply(t, await t.login('bo'), thread.starterId, 'Old news soon.')
    const [event] = await live.waitFor(contributionOf(posted.id))
    live.close()
    await reply(t, await t.login('bo'), thread.starterId, 'Missed, then forgotten.')
    await ageEvents(t.db, 25 * 3600 * 1000)
    await t.sweepExpired()
    const back = await open({ threads: [thread.id], lastEventId: event?.id ?? '' })
    await back.waitFor(ofType('reset'))
    expect(back.events.filter(ofType('contribution'))).toEqual([])
  })

  it('ends when its token expires, and leaves nothing behind when its reader goes', async () => {
    const expiring = await open({ token: await t.login('ada') })
    const idle = await Promise.all(Array.from({ length: 5 }, () => open({})))
    expect(t.events.size).toBeGreaterThanOrEqual(6)
    // GET /health counts them, as the eight-tab e2e reads it.
    expect((await t.request('/health')).body).toMatchObject({ ok: true, event_streams: t.events.size })
    t.clock.advance(16 * 60) // past the 15-minute access token
    await expiring.waitForEnd(TEST_HEARTBEAT_MS * 10)
    for (const reader of idle) expect(reader.ended).toBe(false)
    for (const reader of readers) reader.close()
    await waitUntil(async () => t.events.size === 0 && server.openAnswers() === 0)
    expect((await t.request('/health')).body).toMatchObject({ ok: true, event_streams: 0 })
  })
})

describe('GET /threads/{id}/changes', () => {
  it('answers the contributions and comments after an event, as the thread shows them', async () => {
    const thread = (await t.threadsOn('gallery'))[0]
    if (!thread) throw new Error('no gallery thread')
    const reader = await open({ threads: [thread.id] })
    const bo = await t.login('bo')
    const mark = await reply(t, bo, thread.starterId, 'Marker.')
    const [marked] = await reader.waitFor(contributionOf(mark.id))
    const posted = await reply(t, bo, thread.starterId, 'New since the marker.')
    const comments = await comment(t, bo, mark.id, ['One.', 'Two.'])
    const [last] = await reader.waitFor(ofType('comment'), 2)
    const ada = await t.login('ada')
    const changes = (await t.request(`/threads/${thread.id}/changes?after=${marked?.id}`, { token: ada })).as(threadChangesSchema)
    expect(changes.posts.map((post) => [post.id, post.new, post.own])).toEqual([[posted.id, true, false]])
    expect(changes.comments[mark.id]?.map((item) => item.id)).toEqual(comments.map((item) => item.id))
    expect(Number(changes.last_event_id)).toBeGreaterThanOrEqual(Number(last?.id))
    const nothing = (await t.request(`/threads/${thread.id}/changes?after=${changes.last_event_id}`)).as(threadChangesSchema)
    expect(nothing).toEqual({ posts: [], comments: {}, last_event_id: changes.last_event_id })
  })

  it('answers 400 for a missing or malformed `after`, and 401 and 403 as the thread does', async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    expect((await t.request(`/threads/${thread.id}/changes`)).status).toBe(400)
    expect((await t.request(`/threads/${thread.id}/changes?after=-1`)).status).toBe(400)
    const secret = (await t.threadsOn('back-room'))[0]
    expect((await t.request(`/threads/${secret?.id}/changes?after=0`)).status).toBe(401)
    expect((await t.request(`/threads/${secret?.id}/changes?after=0`, { token: await t.login('cy') })).status).toBe(403)
  })
})

async function waitUntil(done: () => Promise<boolean>, waitMs = 5000) {
  const deadline = Date.now() + waitMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('did not happen in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

if (testDatabaseKind() === 'postgres') {
  describe('event ids on PostgreSQL', () => {
    it('are given as their transactions commit: an event inserted first but committed last comes last', async () => {
      const thread = await t.threadBy('tea-room', 'bo')
      const place = { threadId: thread.id, boardId: await t.boardId('tea-room'), postId: thread.starterId }
      const before = await newestEventId(t.db)
      let insertedFirst = () => {}
      const inserted = new Promise<void>((resolve) => (insertedFirst = resolve))
      let commitFirst = () => {}
      const held = new Promise<void>((resolve) => (commitFirst = resolve))
      const first = t.db.transaction(async (tx) => {
        await appendEvents(tx, [{ kind: 'thread_updated', ...place }], t.clock.now())
        insertedFirst()
        await held
      })
      await inserted
      await t.db.transaction((tx) => appendEvents(tx, [{ kind: 'board_updated', ...place }], t.clock.now()))
      commitFirst()
      await first
      const kinds = (await eventsAfter(t.db, before, 10)).map((event) => event.kind)
      expect(kinds).toEqual(['board_updated', 'thread_updated'])
    })
  })
}
