import { describe, expect, it } from 'vitest'
import { CONTENT_MAX_BYTES } from '../../src/contract/shapes/delta-ops'
import { feedPageSchema } from '../../src/contract/schemas/feed'
import { TAG_LENGTH_MAX, TAG_LIST_MAX } from '../../src/contract/schemas/tags'
import { threadSchema } from '../../src/contract/schemas/thread'
import { messages } from '../lib/api-error'
import { useTestServer, type DemoUser } from '../test/harness'
import { reply } from '../test/replies'
import { newThreadBody, startThread, stored } from '../test/writes'

const t = useTestServer()
const missing = '00000000-0000-4000-8000-000000000000'

const post = (boardId: string, json: unknown, token?: string) => t.request(`/boards/${boardId}`, { method: 'POST', json, token })

describe('POST /boards/{board_id}', () => {
  it('answers the new thread exactly as GET /threads/{id} then shows it to its author', async () => {
    const boardId = await t.boardId('tea-room')
    const ada = await t.login('ada')
    const body = newThreadBody('A brand new thread.', {
      whisper_tags: ['  first  '],
      index_tags: ['guide'],
      category_tags: ['Brewing', 'NEW'],
      content_warnings: ['spoilers'],
    })
    const answer = await post(boardId, body, ada)
    expect(answer.status, answer.text).toBe(200)
    const thread = answer.as(threadSchema)
    expect(thread).toMatchObject({
      parent_board_id: boardId,
      parent_board_slug: 'tea-room',
      parent_realm_slug: 'demo',
      default_view: 'thread',
      new: false,
      muted: false,
      hidden: false,
      starred: false,
      new_posts_amount: 0,
      new_comments_amount: 0,
      total_comments_amount: 0,
      total_posts_amount: 1,
      direct_threads_amount: 0,
      comments: {},
      starter: {
        parent_thread_id: thread.id,
        parent_post_id: null,
        content: body.content,
        own: true,
        new: false,
        friend: false,
        user_identity: null,
        tags: { whisper_tags: ['first'], index_tags: ['guide'], category_tags: ['brewing', 'new'], content_warnings: ['spoilers'] },
      },
    })
    expect(thread.posts).toEqual([thread.starter])
    expect(thread.last_activity_at).toBe(thread.starter.created_at)

    const read = await t.request(`/threads/${thread.id}`, { token: ada })
    expect(read.text).toBe(answer.text)
  })

  it('heads its board feed, counted like any thread, and found by its category', async () => {
    const boardId = await t.boardId('kettle-corner')
    t.clock.advance(1)
    const thread = await startThread(t, await t.login('bo'), boardId, newThreadBody('Top of the board.', { category_tags: ['Fresh'] }))
    const { starter: _starter, posts: _posts, comments: _comments, ...summary } = thread
    for (const query of ['', '?categoryFilter=FRESH']) {
      const feed = (await t.request(`/feeds/boards/${boardId}${query}`)).as(feedPageSchema)
      expect(feed.activity[0]?.id, query).toBe(thread.id)
      expect(feed.activity[0], query).toMatchObject({ ...summary, starter: { ...thread.starter, own: false } })
    }
  })

  it('honours defaultView, and the author keeps their identity in the thread', async () => {
    const boardId = await t.boardId('gallery')
    const bo = await t.login('bo')
    const thread = await startThread(t, bo, boardId, newThreadBody('Pictures ahead.', { defaultView: 'gallery' }))
    expect(thread.default_view).toBe('gallery')
    const own = await reply(t, bo, thread.starter.id, 'Answering myself.')
    expect(own.secret_identity).toEqual(thread.starter.secret_identity)
    const other = await reply(t, await t.login('ada'), thread.starter.id, 'Someone else.')
    expect(other.secret_identity.name).not.toBe(thread.starter.secret_identity.name)
  })

  it('answers 401 without a user, 403 outside the realm, 404 for an unknown board, and stores nothing', async () => {
    const [tearoom, backRoom] = [await t.boardId('tea-room'), await t.boardId('back-room')]
    const before = [await stored.threadsOn(t, tearoom), await stored.threadsOn(t, backRoom)]
    const cy = await t.login('cy')
    const cases: [string, string | undefined, number, string][] = [
      [tearoom, undefined, 401, messages.noUser],
      [backRoom, undefined, 401, messages.noUser],
      [tearoom, cy, 403, messages.threadStartForbidden],
      [backRoom, cy, 403, messages.boardAccessForbidden],
      [missing, cy, 404, messages.boardNotFound(missing)],
    ]
    for (const [boardId, token, status, message] of cases) {
      const answer = await post(boardId, newThreadBody('Let me in.'), token)
      expect([answer.status, answer.body], `${boardId} ${token ? 'cy' : 'visitor'}`).toEqual([status, { message }])
    }
    expect([await stored.threadsOn(t, tearoom), await stored.threadsOn(t, backRoom)]).toEqual(before)
  })

  it.each<DemoUser>(['ada', 'bo'])('lets %s, a member, start a thread on the members-only board', async (who) => {
    const backRoom = await t.boardId('back-room')
    const thread = await startThread(t, await t.login(who), backRoom, newThreadBody(`For members, by ${who}.`))
    expect(thread.parent_board_id).toBe(backRoom)
    const cy = await t.login('cy')
    expect((await t.request(`/threads/${thread.id}`, { token: cy })).status).toBe(403)
  })

  it('refuses bodies over the limits, and stores nothing', async () => {
    const boardId = await t.boardId('tea-room')
    const bo = await t.login('bo')
    const before = await stored.threadsOn(t, boardId)
    const cases: [string, unknown, RegExp][] = [
      [
        `${TAG_LIST_MAX + 1} tags`,
        newThreadBody('x', { index_tags: Array(TAG_LIST_MAX + 1).fill('tag') }),
        /^Invalid body: index_tags must have at most 30 entries\.$/,
      ],
      [
        'a tag too long',
        newThreadBody('x', { category_tags: ['c'.repeat(TAG_LENGTH_MAX + 1)] }),
        /^Invalid body: category_tags\.0 must be at most 100 characters\.$/,
      ],
      [
        'content over 64 KiB',
        newThreadBody('x', { content: JSON.stringify([{ insert: 'x'.repeat(CONTENT_MAX_BYTES) }]) }),
        /^Invalid body: content must be at most 64 KiB\.$/,
      ],
      ['content not a delta', newThreadBody('x', { content: 'plain words' }), /^Invalid body: content must be a JSON quill delta\.$/],
      [
        'an unknown default view',
        { ...newThreadBody('x'), defaultView: 'list' },
        /^Invalid body: defaultView must be one of "thread", "gallery", "timeline"\.$/,
      ],
      ['no tag lists', { content: newThreadBody('x').content }, /^Invalid body: whisper_tags is required; /],
    ]
    for (const [name, body, message] of cases) {
      const answer = await post(boardId, body, bo)
      expect(answer.status, name).toBe(400)
      expect(answer.body, name).toEqual({ message: expect.stringMatching(message) })
    }
    expect(await stored.threadsOn(t, boardId)).toBe(before)
  })
})
