import { describe, expect, it } from 'vitest'
import { CONTENT_MAX_BYTES } from '../../src/contract/shapes/delta-ops'
import { feedPageSchema } from '../../src/contract/schemas/feed'
import { replyResponseSchema } from '../../src/contract/schemas/reply'
import { threadSchema } from '../../src/contract/schemas/thread'
import { threadParts } from '../forum/thread-answers'
import { messages } from '../lib/api-error'
import { useTestServer } from '../test/harness'
import { reply, replyBody } from '../test/replies'

// Every statement, to tell whether a read of a thread went to the database.
const statements: string[] = []
const t = useTestServer({}, { logQuery: (query) => void statements.push(query) })
const missing = '00000000-0000-4000-8000-000000000000'

const post = (postId: string, json: unknown, token?: string) => t.request(`/posts/${postId}/contributions`, { method: 'POST', json, token })

describe('POST /posts/{post_id}/contributions', () => {
  it('answers the finalized contribution, own and not new', async () => {
    const thread = await t.threadBy('kettle-corner', 'bo', { not: true })
    const body = replyBody('A reply with tags.', {
      whisper_tags: ['  first post  '],
      index_tags: ['guide'],
      category_tags: ['Brewing'],
      content_warnings: ['spoilers'],
    })
    const answer = await post(thread.starterId, body, await t.login('bo'))
    expect(answer.status, answer.text).toBe(200)
    const { contribution } = answer.as(replyResponseSchema)
    expect(contribution).toMatchObject({
      parent_thread_id: thread.id,
      parent_post_id: thread.starterId,
      content: body.content,
      user_identity: null,
      own: true,
      new: false,
      friend: false,
      total_comments_amount: 0,
      new_comments_amount: 0,
      tags: {
        whisper_tags: ['first post'],
        index_tags: ['guide'],
        category_tags: ['brewing'],
        content_warnings: ['spoilers'],
      },
    })
    expect(contribution.secret_identity.name).toEqual(expect.any(String))
  })

  it('gives a user one identity per thread, and different users different ones', async () => {
    const thread = await t.threadBy('gallery', 'nobody', { not: true })
    const [ada, bo] = [await t.login('ada'), await t.login('bo')]
    const first = await reply(t, ada, thread.starterId, 'First of mine here.')
    const second = await reply(t, ada, first.id, 'Second of mine, answering myself.')
    const other = await reply(t, bo, thread.starterId, 'Someone else.')
    expect(second.secret_identity).toEqual(first.secret_identity)
    expect(other.secret_identity.name).not.toBe(first.secret_identity.name)

    const full = (await t.request(`/threads/${thread.id}`)).as(threadSchema)
    const shown = full.posts.find((p) => p.id === second.id)
    expect(shown?.secret_identity).toEqual(first.secret_identity)
    expect(shown?.parent_post_id).toBe(first.id)
  })

  it('shows the reply in the thread, in its counts and at the top of its board feed', async () => {
    const boardId = await t.boardId('tea-room')
    const thread = (await t.threadsOn('tea-room')).at(-1)
    if (!thread) throw new Error('no thread')
    const before = (await t.request(`/threads/${thread.id}`)).as(threadSchema)
    t.clock.advance(1)
    const added = await reply(t, await t.login('bo'), thread.starterId, 'Bumping the oldest thread.')
    const after = (await t.request(`/threads/${thread.id}`)).as(threadSchema)
    expect(after.posts.at(-1)?.id).toBe(added.id)
    expect(after.total_posts_amount).toBe(before.total_posts_amount + 1)
    expect(after.direct_threads_amount).toBe(before.direct_threads_amount + 1)
    expect(after.last_activity_at).toBe(added.created_at)
    const feed = (await t.request(`/feeds/boards/${boardId}`)).as(feedPageSchema)
    expect(feed.activity[0]?.id).toBe(thread.id)
    expect(feed.activity[0]?.total_posts_amount).toBe(after.total_posts_amount)

    // For another reader the reply is new (ada visited nothing since).
    const ada = await t.login('ada')
    await t.request(`/threads/${thread.id}/visits`, { method: 'POST', token: ada })
    t.clock.advance(1)
    await reply(t, await t.login('bo'), thread.starterId, 'And one more.')
    const adaFeed = (await t.request(`/feeds/boards/${boardId}`, { token: ada })).as(feedPageSchema)
    expect(adaFeed.activity[0]?.new_posts_amount).toBe(1)
  })

  it('puts the reply into the thread kept for readers, as reading it afresh makes it, without reading it again', async () => {
    const thread = await t.threadBy('tea-room', 'bo', { not: true })
    const bo = await t.login('bo')
    // A reply to a reply, and one to the starter: the counts of direct replies differ.
    const first = await reply(t, bo, thread.starterId, 'Kept, then answered.')
    expect((await t.request(`/threads/${thread.id}`)).status).toBe(200)
    // Keyed, as the app sends it: the copy is patched once the key's transaction commits.
    const keyed = { method: 'POST', token: bo, json: replyBody('Answered into the copy kept.'), headers: { 'Idempotency-Key': 'patch-1' } }
    const second = (await t.request(`/posts/${first.id}/contributions`, keyed)).as(replyResponseSchema).contribution
    statements.length = 0
    const read = await t.request(`/threads/${thread.id}`)
    expect(statements.filter((statement) => /from "posts"/.test(statement))).toEqual([])
    const fresh = await threadParts(t.db, thread.id, 0)
    expect(read.text).toBe(fresh?.visitor.json)
    expect(read.as(threadSchema).posts.map((each) => each.id)).toContain(second.id)
  })

  it('answers 401 without a user and 403 outside the realm', async () => {
    const thread = await t.threadBy('tea-room', 'bo')
    const noUser = await post(thread.starterId, replyBody('hello'))
    expect([noUser.status, noUser.body]).toEqual([401, { message: messages.noUser }])
    const cy = await t.login('cy')
    const outsider = await post(thread.starterId, replyBody('hello'), cy)
    expect([outsider.status, outsider.body]).toEqual([403, { message: messages.replyForbidden }])
    const backRoom = await t.threadBy('back-room', 'nobody', { not: true })
    const hidden = await post(backRoom.starterId, replyBody('hello'), cy)
    expect([hidden.status, hidden.body]).toEqual([403, { message: messages.threadAccessForbidden }])
  })

  it('answers 404 for a post that does not exist', async () => {
    const answer = await post(missing, replyBody('hello'), await t.login('bo'))
    expect([answer.status, answer.body]).toEqual([404, { message: `The post with id ${missing} was not found.` }])
  })

  it('refuses content that is not a non-empty delta, or too big, and keeps nothing', async () => {
    const thread = await t.threadBy('tea-room', 'bo')
    const bo = await t.login('bo')
    const before = (await t.request(`/threads/${thread.id}`)).as(threadSchema).posts.length
    const cases: [string, unknown][] = [
      ['plain text', 'just words'],
      ['a JSON number', '42'],
      ['an empty delta', JSON.stringify({ ops: [] })],
      ['only whitespace', JSON.stringify([{ insert: '  \n' }])],
      ['a delete op', JSON.stringify([{ delete: 3 }])],
      ['a delta object, not a string', { ops: [{ insert: 'hi\n' }] }],
      ['too big', JSON.stringify([{ insert: 'x'.repeat(CONTENT_MAX_BYTES) }])],
    ]
    for (const [name, content] of cases) {
      const answer = await post(thread.starterId, { ...replyBody('x'), content }, bo)
      expect(answer.status, name).toBe(400)
      expect(answer.body, name).toEqual({ message: expect.stringMatching(/^Invalid body: content /) })
    }
    const tooManyTags = await post(thread.starterId, replyBody('x', { index_tags: Array(31).fill('tag') }), bo)
    expect(tooManyTags.status).toBe(400)
    expect((await t.request(`/threads/${thread.id}`)).as(threadSchema).posts.length).toBe(before)
  })
})
