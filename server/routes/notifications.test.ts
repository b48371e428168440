import { describe, expect, it } from 'vitest'
import { newCommentsResponseSchema } from '../../src/contract/schemas/new-comments'
import { notificationPageSchema, type Notification } from '../../src/contract/schemas/notification'
import { addMember, removeMember } from '../db/test-queries/writes'
import { messages } from '../lib/api-error'
import { useTestServer, type DemoUser } from '../test/harness'
import { reply } from '../test/replies'
import { commentsBody } from '../test/writes'

const t = useTestServer()

async function notificationsOf(who: DemoUser, cursor?: string) {
  const answer = await t.request(`/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { token: await t.login(who) })
  expect(answer.status, answer.text).toBe(200)
  return answer.as(notificationPageSchema)
}

const about = (postId: string) => (notification: Notification) => notification.post_id === postId

async function markRead(who: DemoUser, body: unknown) {
  return t.request('/notifications/read', { method: 'POST', token: await t.login(who), json: body })
}

describe('notifications', () => {
  it("tell the author of a contribution of each reply to it, as the replier's secret identity", async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const before = await notificationsOf('ada')
    const posted = await reply(t, await t.login('bo'), thread.starterId, 'A reply with **words** ada should see.')
    const after = await notificationsOf('ada')
    expect(after.unread_count).toBe(before.unread_count + 1)
    const [told] = after.notifications
    expect(told).toEqual({
      id: expect.any(String),
      kind: 'reply',
      thread_id: thread.id,
      realm_id: await t.realmId('demo'),
      board_id: await t.boardId('tea-room'),
      post_id: posted.id,
      comment_id: null,
      from: { name: posted.secret_identity.name, avatar: posted.secret_identity.avatar },
      excerpt: 'A reply with **words** ada should see.',
      created_at: posted.created_at,
      read: false,
    })
    expect(JSON.stringify(after)).not.toContain('bo@example.com')
    // bo's own reply tells bo nothing.
    expect((await notificationsOf('bo')).notifications.some(about(posted.id))).toBe(false)
  })

  it('tell of comments on your contribution and answers to your comment, once each', async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const ada = await t.login('ada')
    const bo = await t.login('bo')
    const adaPost = await reply(t, ada, thread.starterId, 'Ada writes a contribution.')
    const boComment = (
      await t.request(`/posts/${adaPost.id}/comments`, { method: 'POST', token: bo, json: commentsBody(['From bo.', 'Part two.']) })
    ).as(newCommentsResponseSchema).comments
    const toAda = (await notificationsOf('ada')).notifications.filter(about(adaPost.id))
    expect(toAda.map((n) => [n.kind, n.comment_id, n.excerpt])).toEqual([['comment', boComment[0]?.id, 'From bo. Part two.']])
    // ada answers bo's comment on her own post: bo is told; ada is not told of her own answer.
    const answer = (
      await t.request(`/posts/${adaPost.id}/comments`, { method: 'POST', token: ada, json: commentsBody(['Thanks bo.'], boComment[0]?.id) })
    ).as(newCommentsResponseSchema).comments
    expect((await notificationsOf('bo')).notifications.filter(about(adaPost.id)).map((n) => [n.kind, n.comment_id])).toEqual([
      ['comment', answer[0]?.id],
    ])
    expect((await notificationsOf('ada')).notifications.filter(about(adaPost.id))).toHaveLength(1)
  })

  it('tell starrers of new contributions, one unread notification a thread, and nothing once muted', async () => {
    const thread = await t.threadBy('tea-room', 'bo')
    const ada = await t.login('ada')
    const bo = await t.login('bo')
    expect((await t.request(`/threads/${thread.id}/stars`, { method: 'POST', token: ada })).status).toBe(204)
    const ofThread = async () =>
      (await notificationsOf('ada')).notifications.filter((n) => n.thread_id === thread.id && n.kind === 'starred')
    await reply(t, bo, thread.starterId, 'First news.')
    t.clock.advance(1)
    const second = await reply(t, bo, thread.starterId, 'Second news.')
    const unread = (await ofThread()).filter((n) => !n.read)
    expect(unread.map((n) => [n.post_id, n.excerpt])).toEqual([[second.id, 'Second news.']])
    expect((await markRead('ada', { ids: [unread[0]?.id] })).status).toBe(204)
    t.clock.advance(1)
    const third = await reply(t, bo, thread.starterId, 'Third news.')
    expect((await ofThread()).map((n) => [n.post_id, n.read])).toEqual([
      [third.id, false],
      [second.id, true],
    ])
    // Muted: nothing more, and ada's own reply never tells ada.
    expect((await t.request(`/threads/${thread.id}/mute`, { method: 'POST', token: ada })).status).toBe(204)
    const muted = await reply(t, bo, thread.starterId, 'Unheard news.')
    const own = await reply(t, ada, thread.starterId, 'Ada replies herself.')
    const all = (await notificationsOf('ada')).notifications
    expect(all.some(about(muted.id)) || all.some(about(own.id))).toBe(false)
    await t.request(`/threads/${thread.id}/mute`, { method: 'DELETE', token: ada })
    await t.request(`/threads/${thread.id}/stars`, { method: 'DELETE', token: ada })
  })

  it('are neither listed nor counted for a board their reader may no longer read', async () => {
    const secret = (await t.threadsOn('back-room')).find((thread) => thread.starterAuthor === 'bo')
    if (!secret) throw new Error('no back-room thread by bo')
    const posted = await reply(t, await t.login('ada'), secret.starterId, 'Members only.')
    const bo = await notificationsOf('bo')
    expect(bo.notifications.some(about(posted.id))).toBe(true)
    const [demo, boId] = [await t.realmId('demo'), await t.userId('bo')]
    await removeMember(t.db, demo, boId)
    try {
      const gone = await notificationsOf('bo')
      expect(gone.notifications.some(about(posted.id))).toBe(false)
      expect(gone.unread_count).toBe(bo.unread_count - 1)
    } finally {
      await addMember(t.db, demo, boId)
    }
  })

  it('are not made for a reader outside the realm of a members-only board, even once they are back', async () => {
    const secret = (await t.threadsOn('back-room')).find((thread) => thread.starterAuthor === 'bo')
    if (!secret) throw new Error('no back-room thread by bo')
    const [demo, boId] = [await t.realmId('demo'), await t.userId('bo')]
    await removeMember(t.db, demo, boId)
    let posted: { id: string }
    try {
      posted = await reply(t, await t.login('ada'), secret.starterId, 'While bo was away.')
    } finally {
      await addMember(t.db, demo, boId)
    }
    expect((await notificationsOf('bo')).notifications.some(about(posted.id))).toBe(false)
  })

  it('page 20 at a time, newest first, and all can be marked read at once', async () => {
    const thread = await t.threadBy('gallery', 'bo')
    const author: DemoUser = 'bo'
    const token = await t.login('ada')
    for (let n = 0; n < 22; n++) {
      t.clock.advance(1)
      await reply(t, token, thread.starterId, `Reply ${n}.`)
    }
    const first = await notificationsOf(author)
    expect(first.notifications).toHaveLength(20)
    expect(first.cursor.next).not.toBeNull()
    const second = await notificationsOf(author, first.cursor.next ?? '')
    const all = [...first.notifications, ...second.notifications]
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length)
    const times = all.map((n) => n.created_at)
    expect(times).toEqual([...times].sort().reverse())
    expect(first.unread_count).toBeGreaterThanOrEqual(22)
    expect((await markRead(author, { all: true })).status).toBe(204)
    expect((await notificationsOf(author)).unread_count).toBe(0)
  })

  it("answer 401 without a user and 400 for a bad cursor or body; another reader's ids are passed over", async () => {
    expect((await t.request('/notifications')).body).toEqual({ message: messages.noUser })
    expect((await t.request('/notifications/read', { method: 'POST', json: { all: true } })).status).toBe(401)
    const ada = await t.login('ada')
    // Garbage, and a well-formed cursor whose date PostgreSQL cannot hold (year 0): both 400, never 500.
    const yearZero = Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000Z', crypto.randomUUID()])).toString('base64url')
    for (const cursor of ['garbage', yearZero]) {
      const refused = await t.request(`/notifications?cursor=${cursor}`, { token: ada })
      expect(refused.status, cursor).toBe(400)
      expect(refused.body).toEqual({ message: messages.invalidCursor })
    }
    for (const body of [{}, { ids: [] }, { ids: ['nope'] }, { all: 'yes' }]) {
      const refused = await markRead('ada', body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body).toEqual({ message: expect.any(String) })
    }
    const thread = await t.threadBy('tea-room', 'ada')
    const posted = await reply(t, await t.login('bo'), thread.starterId, 'For ada only.')
    const mine = (await notificationsOf('ada')).notifications.find(about(posted.id))
    expect((await markRead('bo', { ids: [mine?.id] })).status).toBe(204)
    expect((await notificationsOf('ada')).notifications.find(about(posted.id))?.read).toBe(false)
  })
})
