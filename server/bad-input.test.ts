import { beforeAll, describe, expect, it } from 'vitest'
import { useTestServer, type RequestInit } from './test/harness'
import { replyBody } from './test/replies'
import { commentsBody, newThreadBody } from './test/writes'

const t = useTestServer()
const ids: Record<string, string> = {}
let token = ''

beforeAll(async () => {
  token = await t.login('ada')
  const thread = await t.threadBy('tea-room', 'bo')
  Object.assign(ids, {
    thread: thread.id,
    post: thread.starterId,
    realm: await t.realmId('demo'),
    board: await t.boardId('tea-room'),
  })
})

type Case = [name: string, method: string, path: () => string, init: RequestInit, status: number]

const raw = (body: string, contentType = 'application/json'): RequestInit => ({
  body,
  headers: { 'Content-Type': contentType },
})
const reply = () => `/posts/${ids.post}/contributions`
const thread = () => `/threads/${ids.thread}`
const comments = () => `/posts/${ids.post}/comments`
const newThread = () => `/boards/${ids.board}`
const megabyte = 'x'.repeat(1024 * 1024)

const cases: Case[] = [
  ['malformed JSON reply', 'POST', reply, raw('{"content": '), 400],
  ['malformed JSON patch', 'PATCH', thread, raw('{defaultView: thread}'), 400],
  ['malformed JSON login', 'POST', () => '/auth/login', raw('email=ada'), 400],
  ['malformed JSON invite', 'POST', () => `/realms/${ids.realm}/invites/abc`, raw('{'), 400],
  ['JSON null body', 'POST', reply, raw('null'), 400],
  ['JSON array body', 'PATCH', thread, raw('["gallery"]'), 400],
  ['tags of the wrong type', 'POST', reply, { json: { ...replyBody('x'), whisper_tags: 'secret' } }, 400],
  ['a tag that is not a string', 'POST', reply, { json: { ...replyBody('x'), category_tags: [1] } }, 400],
  ['defaultView of the wrong type', 'PATCH', thread, { json: { defaultView: 5 } }, 400],
  ['parentBoardId not a uuid', 'PATCH', thread, { json: { parentBoardId: 'the-gallery' } }, 400],
  ['an unknown PATCH field', 'PATCH', thread, { json: { title: 'New title' } }, 400],
  ['login email of the wrong type', 'POST', () => '/auth/login', { json: { email: 5, password: 'x' } }, 400],
  [
    'settings value of the wrong type',
    'PATCH',
    () => '/users/@me/settings',
    { json: { name: 'FESTIVE_CURSOR', type: 'BOOLEAN', value: 'no' } },
    400,
  ],
  ['reply without content', 'POST', reply, { json: { whisper_tags: [], index_tags: [], category_tags: [], content_warnings: [] } }, 400],
  ['reply without tag lists', 'POST', reply, { json: { content: replyBody('x').content } }, 400],
  ['login without password', 'POST', () => '/auth/login', { json: { email: 'ada@example.com' } }, 400],
  ['settings without value', 'PATCH', () => '/users/@me/settings', { json: { name: 'FESTIVE_CURSOR', type: 'BOOLEAN' } }, 400],
  [
    'invite with a bad email',
    'POST',
    () => `/realms/${ids.realm}/invites/abc`,
    { json: { email: 'not-an-email', password: 'long-enough' } },
    400,
  ],
  [
    'invite with a short password',
    'POST',
    () => `/realms/${ids.realm}/invites/abc`,
    { json: { email: 'a@example.com', password: 'short' } },
    400,
  ],
  ['thread id not a uuid (GET)', 'GET', () => '/threads/not-a-uuid', {}, 400],
  ['thread id not a uuid (PATCH)', 'PATCH', () => '/threads/123', { json: { defaultView: 'thread' } }, 400],
  ['thread id not a uuid (mute)', 'POST', () => '/threads/%27%20or%201=1/mute', {}, 400],
  ['post id not a uuid', 'POST', () => '/posts/abc/contributions', { json: replyBody('x') }, 400],
  ['board id not a uuid', 'GET', () => '/feeds/boards/tea-room', {}, 400],
  ['realm id not a uuid', 'POST', () => '/realms/demo/invites/abc', {}, 400],
  ['a category filter too long', 'GET', () => `/feeds/boards/${ids.board}?categoryFilter=${'c'.repeat(101)}`, {}, 400],
  ['an empty cursor', 'GET', () => `/feeds/boards/${ids.board}?cursor=`, {}, 400],
  ['a cursor of the wrong shape', 'GET', () => `/feeds/boards/${ids.board}?cursor=${Buffer.from('[1,2]').toString('base64url')}`, {}, 400],
  [
    'a cursor dated year 0',
    'GET',
    () =>
      `/feeds/boards/${ids.board}?cursor=${Buffer.from(JSON.stringify(['0000-01-01T00:00:00Z', '0000-01-01T00:00:00Z', '3f1c2a55-8d0b-4c1e-9a57-0a1b2c3d4e5f'])).toString('base64url')}`,
    {},
    400,
  ],
  ['a NUL byte in a category filter', 'GET', () => `/feeds/boards/${ids.board}?categoryFilter=a%00b`, {}, 400],
  ['a NUL byte in a tag', 'POST', reply, { json: { ...replyBody('x'), whisper_tags: ['a\u0000b'] } }, 400],
  ['a NUL byte in a login email', 'POST', () => '/auth/login', { json: { email: 'ada\u0000@example.com', password: 'x' } }, 400],
  ['a NUL byte in a realm slug', 'GET', () => '/realms/slug/de%00mo', {}, 400],
  ['content of 1 MB', 'POST', reply, { json: { ...replyBody('x'), content: JSON.stringify([{ insert: megabyte }]) } }, 413],
  ['content that is not a delta', 'POST', reply, { json: { ...replyBody('x'), content: '<b>bold</b>' } }, 400],
  ['content that is a delta of retains', 'POST', reply, { json: { ...replyBody('x'), content: '[{"retain":5}]' } }, 400],
  ['reply as text/plain', 'POST', reply, raw(JSON.stringify(replyBody('x')), 'text/plain'), 415],
  ['reply as a form', 'POST', reply, raw('content=hello', 'application/x-www-form-urlencoded'), 415],
  ['patch without a content type', 'PATCH', thread, { body: '{"defaultView":"thread"}' }, 415],
  ['login as text/plain', 'POST', () => '/auth/login', raw('{"email":"a","password":"b"}', 'text/plain'), 415],
  ['invite as text/plain', 'POST', () => `/realms/${ids.realm}/invites/abc`, raw('{}', 'text/plain'), 415],
  ['malformed JSON comments', 'POST', comments, raw('{"contents": '), 400],
  ['malformed JSON new thread', 'POST', newThread, raw('{"content'), 400],
  ['comments of the wrong type', 'POST', comments, { json: { contents: 'hello' } }, 400],
  ['a comment part of the wrong type', 'POST', comments, { json: { contents: [42] } }, 400],
  ['comments answering a malformed id', 'POST', comments, { json: { ...commentsBody(['x']), reply_to_comment_id: 7 } }, 400],
  ['a new thread with a bad default view', 'POST', newThread, { json: { ...newThreadBody('x'), defaultView: ['gallery'] } }, 400],
  ['a NUL byte in a new thread tag', 'POST', newThread, { json: newThreadBody('x', { index_tags: ['a\u0000b'] }) }, 400],
  ['post id not a uuid (comments)', 'POST', () => '/posts/abc/comments', { json: commentsBody(['x']) }, 400],
  ['board id not a uuid (new thread)', 'POST', () => '/boards/tea-room', { json: newThreadBody('x') }, 400],
  ['comments of 2 MB', 'POST', comments, { json: { contents: [megabyte, megabyte] } }, 413],
  ['comments as text/plain', 'POST', comments, raw(JSON.stringify(commentsBody(['x'])), 'text/plain'), 415],
  ['a new thread as a form', 'POST', newThread, raw('content=hello', 'application/x-www-form-urlencoded'), 415],
  ['an empty Idempotency-Key', 'POST', reply, { json: replyBody('x'), headers: { 'Idempotency-Key': '' } }, 400],
  [
    'an Idempotency-Key of 256 characters',
    'POST',
    newThread,
    { json: newThreadBody('x'), headers: { 'Idempotency-Key': 'k'.repeat(256) } },
    400,
  ],
  ['an unknown route', 'GET', () => '/nope', {}, 404],
  ['an unknown method on a known path', 'DELETE', thread, {}, 404],
  ['a route outside the contract', 'GET', () => '/threads', {}, 404],
]

// Operations that need a user say so first, whatever else is wrong with the request.
const anonymousCases: Case[] = [
  ['patch with no token and no content type', 'PATCH', thread, { body: 'defaultView=gallery' }, 401],
  ['patch with no token and an empty body', 'PATCH', thread, { json: {} }, 401],
  ['reply with no token and no body', 'POST', reply, {}, 401],
  ['settings with no token and bad JSON', 'PATCH', () => '/users/@me/settings', raw('{'), 401],
  ['comments with no token and no body', 'POST', comments, {}, 401],
  ['a new thread with no token and bad JSON', 'POST', newThread, raw('{'), 401],
  [
    'a new thread with no token and a bad Idempotency-Key',
    'POST',
    newThread,
    { json: newThreadBody('x'), headers: { 'Idempotency-Key': '' } },
    401,
  ],
]

describe('bad input is a 4xx with {message}, never a 500', () => {
  it.each(cases)('%s', async (_name, method, path, init, status) => {
    const answer = await t.request(path(), { method, token, ...init })
    expect(answer.status, answer.text).toBe(status)
    expect(answer.body).toEqual({ message: expect.stringMatching(/\S/) })
  })

  it.each(anonymousCases)('%s', async (_name, method, path, init, status) => {
    const answer = await t.request(path(), { method, ...init })
    expect([answer.status, answer.body]).toEqual([status, { message: 'No authenticated user found.' }])
  })
})
