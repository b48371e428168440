import { describe, expect, it } from 'vitest'
import { feedPageSchema } from '../../src/contract/schemas/feed'
import { threadSchema } from '../../src/contract/schemas/thread'
import { authorsIn } from '../db/test-queries/lookups'
import { messages } from '../lib/api-error'
import { useTestServer } from '../test/harness'
import { reply } from '../test/replies'

const t = useTestServer()
const missing = '00000000-0000-4000-8000-000000000000'

async function readThread(threadId: string, token?: string) {
  const answer = await t.request(`/threads/${threadId}`, { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.as(threadSchema)
}

describe('GET /threads/{thread_id}', () => {
  it('answers the thread with every post and the comments of each post', async () => {
    const big = await t.bigThread()
    const thread = await readThread(big.id)
    expect(thread.posts.length).toBe(big.count)
    expect(thread.posts.length).toBeGreaterThanOrEqual(1000)
    expect(thread.total_posts_amount).toBe(thread.posts.length)
    const comments = Object.values(thread.comments).flat()
    expect(comments.length).toBeGreaterThanOrEqual(3000)
    expect(thread.total_comments_amount).toBe(comments.length)
    expect(thread.posts[0]?.id).toBe(thread.starter.id)
    expect(thread.posts.filter((post) => post.parent_post_id === null)).toHaveLength(1)
    expect(thread.direct_threads_amount).toBe(thread.posts.filter((p) => p.parent_post_id === thread.starter.id).length)
    for (const post of thread.posts) {
      expect(post.parent_thread_id).toBe(thread.id)
      expect(post.total_comments_amount).toBe(thread.comments[post.id]?.length ?? 0)
    }
    for (const [postId, list] of Object.entries(thread.comments)) {
      for (const comment of list) expect(comment.parent_post_id).toBe(postId)
    }
    expect(comments.some((comment) => comment.chain_parent_id !== null)).toBe(true)
    expect(comments.some((comment) => comment.parent_comment_id !== null)).toBe(true)
  })

  it('shows each author under one secret identity, and different authors under different ones', async () => {
    const big = await t.bigThread()
    const thread = await readThread(big.id)
    const authorOf = await authorsIn(t.db, big.id)
    const identityOf = new Map<string, string>()
    for (const item of [...thread.posts, ...Object.values(thread.comments).flat()]) {
      const authorId = authorOf.get(item.id)
      if (!authorId) throw new Error(`no author stored for ${item.id}`)
      expect(identityOf.get(authorId) ?? item.secret_identity.name, item.id).toBe(item.secret_identity.name)
      identityOf.set(authorId, item.secret_identity.name)
    }
    expect(identityOf.size).toBeGreaterThan(1)
    expect(new Set(identityOf.values()).size).toBe(identityOf.size)
  })

  it('marks new, own and friend for a logged-in reader and nothing when logged out', async () => {
    const big = await t.bigThread()
    const anonymous = await readThread(big.id)
    expect([anonymous.new, anonymous.muted, anonymous.hidden]).toEqual([false, false, false])
    expect(anonymous.posts.every((post) => !post.new && !post.own && !post.friend)).toBe(true)

    const ada = await readThread(big.id, await t.login('ada'))
    expect(ada.starred).toBe(true)
    expect(ada.posts.some((post) => post.own)).toBe(true)
    expect(ada.posts.some((post) => post.friend)).toBe(true)
    const fresh = ada.posts.filter((post) => post.new)
    expect(fresh.length).toBeGreaterThan(0)
    expect(ada.new_posts_amount).toBe(fresh.length)
    expect(fresh.every((post) => !post.own)).toBe(true)
    expect(ada.new_comments_amount).toBe(
      Object.values(ada.comments)
        .flat()
        .filter((c) => c.new).length,
    )
  })

  it('answers 401, 403 and 404 with the contract messages', async () => {
    const backRoom = await t.threadBy('back-room', 'nobody', { not: true })
    const anonymous = await t.request(`/threads/${backRoom.id}`)
    expect([anonymous.status, anonymous.body]).toEqual([401, { message: 'No authenticated user found.' }])
    const outsider = await t.request(`/threads/${backRoom.id}`, { token: await t.login('cy') })
    expect([outsider.status, outsider.body]).toEqual([403, { message: 'User does not have required permissions to access thread.' }])
    expect((await t.request(`/threads/${backRoom.id}`, { token: await t.login('bo') })).status).toBe(200)
    const notFound = await t.request(`/threads/${missing}`)
    expect([notFound.status, notFound.body]).toEqual([404, { message: `The thread with id ${missing} was not found.` }])
  })

  it('answers an expired token with 401 Authentication token expired.', async () => {
    const ada = await t.login('ada')
    const backRoom = await t.threadBy('back-room', 'nobody', { not: true })
    t.clock.advance(901)
    const answer = await t.request(`/threads/${backRoom.id}`, { token: ada })
    expect([answer.status, answer.body]).toEqual([401, { message: 'Authentication token expired.' }])
    // The token is checked beside the thread's place, and answers first: a refused token
    // hears 401 even about a thread that does not exist (decision 003).
    const unknown = await t.request(`/threads/${missing}`, { token: ada })
    expect([unknown.status, unknown.body]).toEqual([401, { message: 'Authentication token expired.' }])
    const forged = await t.request(`/threads/${missing}`, { token: 'not-a-token' })
    expect([forged.status, forged.body]).toEqual([401, { message: 'No authenticated user found.' }])
  })
})

describe('PATCH /threads/{thread_id}', () => {
  const patch = (threadId: string, json: unknown, token?: string) => t.request(`/threads/${threadId}`, { method: 'PATCH', json, token })

  it("lets the starter's author change the default view, answering OK", async () => {
    const thread = await t.threadBy('kettle-corner', 'bo')
    const answer = await patch(thread.id, { defaultView: 'gallery' }, await t.login('bo'))
    expect([answer.status, answer.text]).toEqual([200, 'OK'])
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain/)
    expect((await readThread(thread.id)).default_view).toBe('gallery')
  })

  it('refuses a plain member who did not start the thread, and the author moving it', async () => {
    const bo = await t.login('bo')
    const other = await t.threadBy('kettle-corner', 'bo', { not: true })
    const answer = await patch(other.id, { defaultView: 'gallery' }, bo)
    expect([answer.status, answer.body]).toEqual([403, { message: messages.threadOperationForbidden }])
    const own = await t.threadBy('kettle-corner', 'bo')
    const move = await patch(own.id, { parentBoardId: await t.boardId('gallery') }, bo)
    expect([move.status, move.body]).toEqual([403, { message: messages.threadOperationForbidden }])
    expect((await readThread(own.id)).parent_board_slug).toBe('kettle-corner')
  })

  it('lets a moderator change the view and move the thread within the realm', async () => {
    const ada = await t.login('ada')
    const thread = await t.threadBy('kettle-corner', 'ada', { not: true })
    const galleryId = await t.boardId('gallery')
    const answer = await patch(thread.id, { defaultView: 'thread', parentBoardId: galleryId }, ada)
    expect([answer.status, answer.text]).toEqual([200, 'OK'])
    const moved = await readThread(thread.id)
    expect([moved.parent_board_id, moved.parent_board_slug, moved.default_view]).toEqual([galleryId, 'gallery', 'thread'])
    const galleryFeed = (await t.request(`/feeds/boards/${galleryId}`)).as(feedPageSchema)
    expect(galleryFeed.activity.map((summary) => summary.id)).toContain(thread.id)
  })

  it("refuses a move to another realm's board as a board not found", async () => {
    const ada = await t.login('ada')
    const thread = await t.threadBy('tea-room', 'ada', { not: true })
    const harbor = await t.boardId('harbor')
    const answer = await patch(thread.id, { parentBoardId: harbor }, ada)
    expect([answer.status, answer.body]).toEqual([404, { message: `The board with id ${harbor} was not found.` }])
    expect((await readThread(thread.id)).parent_board_slug).toBe('tea-room')
  })

  it('answers 401, 404 and 400 with messages', async () => {
    const thread = await t.threadBy('tea-room', 'bo')
    const noToken = await patch(thread.id, { defaultView: 'gallery' })
    expect([noToken.status, noToken.body]).toEqual([401, { message: 'No authenticated user found.' }])
    const bo = await t.login('bo')
    t.clock.advance(901)
    const expired = await patch(thread.id, { defaultView: 'gallery' }, bo)
    expect([expired.status, expired.body]).toEqual([401, { message: 'Authentication token expired.' }])
    const ada = await t.login('ada')
    const notFound = await patch(missing, { defaultView: 'gallery' }, ada)
    expect([notFound.status, notFound.body]).toEqual([404, { message: `The thread with id ${missing} was not found.` }])
    for (const body of [{}, { defaultView: 'carousel' }, { parentBoardId: 'tea-room' }, { defaultView: 1 }]) {
      const bad = await patch(thread.id, body, ada)
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(bad.body).toEqual({ message: expect.stringMatching(/^Invalid body: /) })
    }
  })
})

describe('POST and DELETE /threads/{thread_id}/mute', () => {
  it('mutes for the current user only; muting twice is fine; unmute undoes it', async () => {
    const thread = await t.threadBy('tea-room', 'bo')
    const [bo, ada] = [await t.login('bo'), await t.login('ada')]
    for (let time = 0; time < 2; time++) {
      const answer = await t.request(`/threads/${thread.id}/mute`, { method: 'POST', token: bo })
      expect([answer.status, answer.text]).toEqual([204, ''])
    }
    expect((await readThread(thread.id, bo)).muted).toBe(true)
    expect((await readThread(thread.id, ada)).muted).toBe(false)
    expect((await readThread(thread.id)).muted).toBe(false)
    expect((await t.request(`/threads/${thread.id}/mute`, { method: 'DELETE', token: bo })).status).toBe(204)
    expect((await readThread(thread.id, bo)).muted).toBe(false)
  })

  it('answers 401, 403 and 404 with the contract messages', async () => {
    const backRoom = await t.threadBy('back-room', 'nobody', { not: true })
    const noToken = await t.request(`/threads/${backRoom.id}/mute`, { method: 'POST' })
    expect([noToken.status, noToken.body]).toEqual([401, { message: 'No authenticated user found.' }])
    const cy = await t.login('cy')
    const outsider = await t.request(`/threads/${backRoom.id}/mute`, { method: 'POST', token: cy })
    expect([outsider.status, outsider.body]).toEqual([403, { message: 'User does not have required permissions to access thread.' }])
    const notFound = await t.request(`/threads/${missing}/mute`, { method: 'POST', token: cy })
    expect([notFound.status, notFound.body]).toEqual([404, { message: `The thread with id ${missing} was not found.` }])
    t.clock.advance(901)
    const expired = await t.request(`/threads/${backRoom.id}/mute`, { method: 'POST', token: cy })
    expect([expired.status, expired.body]).toEqual([401, { message: 'Authentication token expired.' }])
  })
})

describe('POST /threads/{thread_id}/visits', () => {
  it('makes what the user has seen stop being new', async () => {
    const bo = await t.login('bo')
    const thread = await t.threadBy('gallery', 'bo', { not: true })
    const before = await readThread(thread.id, bo)
    expect(before.new).toBe(true)
    expect(before.new_posts_amount).toBeGreaterThan(0)
    expect((await t.request(`/threads/${thread.id}/visits`, { method: 'POST', token: bo })).status).toBe(204)
    const after = await readThread(thread.id, bo)
    expect([after.new, after.new_posts_amount, after.new_comments_amount]).toEqual([false, 0, 0])
    t.clock.advance(5)
    const ada = await t.login('ada')
    await reply(t, ada, after.starter.id, 'Something new since your visit.')
    const later = await readThread(thread.id, bo)
    expect(later.new_posts_amount).toBe(1)
    expect(later.posts.filter((post) => post.new).map((post) => post.content)).toEqual([
      JSON.stringify({ ops: [{ insert: 'Something new since your visit.\n' }] }),
    ])
  })
})
