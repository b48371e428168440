import { describe, expect, it } from 'vitest'
import { CONTENT_MAX_BYTES } from '../../src/contract/shapes/delta-ops'
import { feedPageSchema } from '../../src/contract/schemas/feed'
import { CHAIN_PARTS_MAX, newCommentsResponseSchema } from '../../src/contract/schemas/new-comments'
import { threadSchema } from '../../src/contract/schemas/thread'
import { messages } from '../lib/api-error'
import { useTestServer, type RequestInit } from '../test/harness'
import { deltaOf, reply } from '../test/replies'
import { comment, commentsBody, stored } from '../test/writes'

const t = useTestServer()
const missing = '00000000-0000-4000-8000-000000000000'

const post = (postId: string, json: unknown, token?: string) => t.request(`/posts/${postId}/comments`, { method: 'POST', json, token })

async function readThread(threadId: string, token?: string) {
  const answer = await t.request(`/threads/${threadId}`, { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.as(threadSchema)
}

describe('POST /posts/{post_id}/comments', () => {
  it("answers one comment, own and not new, under the commenter's identity", async () => {
    const thread = await t.threadBy('kettle-corner', 'bo', { not: true })
    const content = deltaOf('A single comment.')
    const answer = await post(thread.starterId, { contents: [content] }, await t.login('bo'))
    expect(answer.status, answer.text).toBe(200)
    const { comments } = answer.as(newCommentsResponseSchema)
    expect(comments).toEqual([
      {
        id: expect.any(String),
        parent_post_id: thread.starterId,
        parent_comment_id: null,
        chain_parent_id: null,
        created_at: expect.any(String),
        content,
        secret_identity: expect.objectContaining({ name: expect.any(String) }),
        user_identity: null,
        own: true,
        new: false,
        friend: false,
        revision: 1,
        edited_at: null,
        deleted: false,
        removed: false,
        removal_reason: null,
      },
    ])
  })

  it('stores a chain in order, under one identity, shown under the post, counted, and lifts the thread', async () => {
    const boardId = await t.boardId('tea-room')
    const thread = (await t.threadsOn('tea-room')).at(-1)
    if (!thread) throw new Error('no thread')
    const before = await readThread(thread.id)
    const postBefore = before.posts.find((p) => p.id === thread.starterId)
    t.clock.advance(1)

    const bo = await t.login('bo')
    const chain = await comment(t, bo, thread.starterId, ['First part.', 'Second part.', 'Third part.'])
    expect(chain.map((c) => c.content)).toEqual(['First part.', 'Second part.', 'Third part.'].map(deltaOf))
    expect(chain.map((c) => c.chain_parent_id)).toEqual([null, chain[0]?.id, chain[1]?.id])
    expect(chain.map((c) => c.parent_comment_id)).toEqual([null, null, null])
    const times = chain.map((c) => Date.parse(c.created_at))
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    expect(new Set(times).size).toBe(3)
    expect(new Set(chain.map((c) => JSON.stringify(c.secret_identity))).size).toBe(1)

    // Their author reads them in the thread exactly as they were answered.
    const after = await readThread(thread.id, bo)
    expect(after.comments[thread.starterId]?.slice(-3)).toEqual(chain)
    expect(after.posts.find((p) => p.id === thread.starterId)?.total_comments_amount).toBe((postBefore?.total_comments_amount ?? 0) + 3)
    expect(after.total_comments_amount).toBe(before.total_comments_amount + 3)
    expect(after.last_activity_at).toBe(chain[2]?.created_at)
    const feed = (await t.request(`/feeds/boards/${boardId}`)).as(feedPageSchema)
    expect(feed.activity[0]?.id).toBe(thread.id)
    expect(feed.activity[0]?.total_comments_amount).toBe(after.total_comments_amount)
  })

  it('answers a comment of the same post on every part of a chain', async () => {
    const thread = await t.threadBy('gallery', 'nobody', { not: true })
    const bo = await t.login('bo')
    const [answered] = await comment(t, bo, thread.starterId, ['Something to answer.'])
    if (!answered) throw new Error('no comment')
    const answers = await comment(t, await t.login('ada'), thread.starterId, ['An answer', 'in two parts.'], answered.id)
    expect(answers.map((c) => c.parent_comment_id)).toEqual([answered.id, answered.id])
    expect(answers.map((c) => c.chain_parent_id)).toEqual([null, answers[0]?.id])
    const shown = (await readThread(thread.id)).comments[thread.starterId] ?? []
    expect(shown.filter((c) => c.parent_comment_id === answered.id).map((c) => c.id)).toEqual(answers.map((c) => c.id))
  })

  it('comments under the identity the commenter already holds in the thread', async () => {
    const thread = await t.threadBy('kettle-corner', 'ada', { not: true })
    const ada = await t.login('ada')
    const contribution = await reply(t, ada, thread.starterId, 'A reply first.')
    const [onReply, onStarter] = [
      await comment(t, ada, contribution.id, ['Then a comment on it.']),
      await comment(t, ada, thread.starterId, ['And one on the starter.']),
    ]
    expect(onReply[0]?.secret_identity).toEqual(contribution.secret_identity)
    expect(onStarter[0]?.secret_identity).toEqual(contribution.secret_identity)
    const [other] = await comment(t, await t.login('bo'), thread.starterId, ['Someone else.'])
    expect(other?.secret_identity.name).not.toBe(contribution.secret_identity.name)
  })

  it('answers 401 without a user and 403 outside the realm, and stores nothing', async () => {
    const thread = await t.threadBy('tea-room', 'bo')
    const backRoom = await t.threadBy('back-room', 'nobody', { not: true })
    const before = [await stored.commentsOn(t, thread.starterId), await stored.commentsOn(t, backRoom.starterId)]
    const cy = await t.login('cy')
    const noUser = await post(thread.starterId, commentsBody(['hello']))
    expect([noUser.status, noUser.body]).toEqual([401, { message: messages.noUser }])
    const outsider = await post(thread.starterId, commentsBody(['hello']), cy)
    expect([outsider.status, outsider.body]).toEqual([403, { message: messages.commentForbidden }])
    const hidden = await post(backRoom.starterId, commentsBody(['hello']), cy)
    expect([hidden.status, hidden.body]).toEqual([403, { message: messages.threadAccessForbidden }])
    expect([await stored.commentsOn(t, thread.starterId), await stored.commentsOn(t, backRoom.starterId)]).toEqual(before)
  })

  it('lets a member comment on a members-only board', async () => {
    const backRoom = await t.threadBy('back-room', 'nobody', { not: true })
    const [added] = await comment(t, await t.login('bo'), backRoom.starterId, ['Members talk.'])
    expect(added?.parent_post_id).toBe(backRoom.starterId)
  })

  it('answers 404 for an unknown post, and for an answered comment that is not of this post', async () => {
    const bo = await t.login('bo')
    const unknownPost = await post(missing, commentsBody(['hello']), bo)
    expect([unknownPost.status, unknownPost.body]).toEqual([404, { message: messages.postNotFound(missing) }])

    const [here, elsewhere] = [await t.threadBy('tea-room', 'ada'), await t.threadBy('gallery', 'nobody', { not: true })]
    const [foreign] = await comment(t, bo, elsewhere.starterId, ['On another post.'])
    if (!foreign) throw new Error('no comment')
    const before = await stored.commentsOn(t, here.starterId)
    for (const replyTo of [foreign.id, missing]) {
      const answer = await post(here.starterId, commentsBody(['hello'], replyTo), bo)
      expect([answer.status, answer.body]).toEqual([404, { message: messages.commentNotFound(replyTo) }])
    }
    expect(await stored.commentsOn(t, here.starterId)).toBe(before)
  })

  const tooMany = Array.from({ length: CHAIN_PARTS_MAX + 1 }, (_, i) => deltaOf(`part ${i}`))
  const hugePart = JSON.stringify([{ insert: 'x'.repeat(CONTENT_MAX_BYTES) }])
  const raw = (body: string, contentType: string): RequestInit => ({ body, headers: { 'Content-Type': contentType } })
  const badInput: [name: string, init: RequestInit, status: number, message: RegExp][] = [
    ['missing contents', { json: {} }, 400, /^Invalid body: contents is required\.$/],
    ['contents not an array', { json: { contents: deltaOf('x') } }, 400, /^Invalid body: contents must be an array\.$/],
    ['an empty array', { json: { contents: [] } }, 400, /^Invalid body: contents must not be empty\.$/],
    ['11 parts', { json: { contents: tooMany } }, 400, /^Invalid body: contents must have at most 10 entries\.$/],
    [
      'a part that is not a delta',
      { json: { contents: [deltaOf('x'), '<b>hi</b>'] } },
      400,
      /^Invalid body: contents\.1 must be a JSON quill delta\.$/,
    ],
    [
      'a part that is not a string',
      { json: { contents: [{ ops: [{ insert: 'x\n' }] }] } },
      400,
      /^Invalid body: contents\.0 must be a string holding a quill delta\.$/,
    ],
    ['an empty delta', { json: { contents: [JSON.stringify({ ops: [] })] } }, 400, /^Invalid body: contents\.0 must not be empty\.$/],
    ['a part over 64 KiB', { json: { contents: [hugePart] } }, 400, /^Invalid body: contents\.0 must be at most 64 KiB\.$/],
    [
      'reply_to_comment_id not a uuid',
      { json: { ...commentsBody(['x']), reply_to_comment_id: 'c-1' } },
      400,
      /^Invalid body: reply_to_comment_id must be a uuid\.$/,
    ],
    ['a JSON array body', { json: [deltaOf('x')] }, 400, /^Invalid body: /],
    ['malformed JSON', raw('{"contents": [', 'application/json'), 400, /^The request body is not valid JSON\.$/],
    // As for replies: a body of another type is a 415, which says what to send instead.
    ['the wrong content type', raw(JSON.stringify(commentsBody(['x'])), 'text/plain'), 415, /^The request body must be JSON/],
  ]

  it.each(badInput)('refuses %s with a message naming the problem, storing nothing', async (_name, init, status, message) => {
    const thread = await t.threadBy('tea-room', 'ada')
    const before = await stored.commentsOn(t, thread.starterId)
    const answer = await t.request(`/posts/${thread.starterId}/comments`, { method: 'POST', token: await t.login('bo'), ...init })
    expect(answer.status, answer.text).toBe(status)
    expect(answer.body).toEqual({ message: expect.stringMatching(message) })
    expect(await stored.commentsOn(t, thread.starterId)).toBe(before)
  })

  it('refuses a post id that is not a uuid', async () => {
    const answer = await post('p-1', commentsBody(['x']), await t.login('bo'))
    expect([answer.status, answer.body]).toEqual([400, { message: 'Invalid path: post_id must be a uuid.' }])
  })
})
