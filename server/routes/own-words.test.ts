import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commentSchema } from '../../src/contract/schemas/comment'
import { contributionSchema } from '../../src/contract/schemas/contribution'
import { commentEditConflictSchema, postEditConflictSchema } from '../../src/contract/schemas/edits'
import { eventDataSchemas } from '../../src/contract/schemas/events'
import { notificationPageSchema } from '../../src/contract/schemas/notification'
import { EMPTY_DELTA, revisionsResponseSchema } from '../../src/contract/schemas/own-words'
import { searchPageSchema } from '../../src/contract/schemas/search'
import { threadSchema } from '../../src/contract/schemas/thread'
import { threadChangesSchema } from '../../src/contract/schemas/thread-changes'
import { CONTENT_MAX_BYTES } from '../../src/contract/shapes/delta-ops'
import { EDIT_GRACE_MS } from '../forum/own-words'
import { threadParts } from '../forum/thread-answers'
import { messages } from '../lib/api-error'
import { openEvents, type OpenEventStream } from '../test/event-stream'
import { useTestServer, type DemoUser } from '../test/harness'
import { deltaOf, reply } from '../test/replies'
import { comment } from '../test/writes'

const t = useTestServer()
const missing = '00000000-0000-4000-8000-000000000000'

async function as(who: DemoUser | null) {
  return who ? await t.login(who) : null
}

async function editPost(who: DemoUser | null, postId: string, json: unknown, ifMatch: string | null = '"1"', server = t) {
  const headers: Record<string, string> = ifMatch === null ? {} : { 'If-Match': ifMatch }
  return server.request(`/posts/${postId}`, { method: 'PATCH', token: await as(who), json, headers })
}

async function editComment(who: DemoUser | null, commentId: string, json: unknown, ifMatch: string | null = '"1"') {
  const headers: Record<string, string> = ifMatch === null ? {} : { 'If-Match': ifMatch }
  return t.request(`/comments/${commentId}`, { method: 'PATCH', token: await as(who), json, headers })
}

const threadOf = async (threadId: string, who: DemoUser | null = null, server = t) =>
  (await server.request(`/threads/${threadId}`, { token: await as(who) })).as(threadSchema)

async function revisionsOf(path: string, who: DemoUser | null = null) {
  const answer = await t.request(`${path}/revisions`, { token: await as(who) })
  expect(answer.status, answer.text).toBe(200)
  return answer.as(revisionsResponseSchema).revisions
}

async function searchFor(words: string) {
  const params = new URLSearchParams({ realm: await t.realmId('demo'), q: words })
  return (await t.request(`/search?${params}`)).as(searchPageSchema).results
}

/** A reply of bo's to a thread ada started, fresh for each test. */
async function bosReply(text: string) {
  const thread = await t.threadBy('tea-room', 'ada')
  const written = await reply(t, await t.login('bo'), thread.starterId, text)
  return { thread, written }
}

describe('PATCH /posts/{post_id}', () => {
  it('rewrites its author\'s words, and a quick fix keeps no version behind nor says "edited"', async () => {
    const { thread, written } = await bosReply('Teh kettle is on.')
    const answer = await editPost('bo', written.id, { content: deltaOf('The kettle is on.'), index_tags: ['kettles'] })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.headers.get('ETag')).toBe('"2"')
    const edited = answer.as(contributionSchema)
    expect(edited).toMatchObject({
      id: written.id,
      content: deltaOf('The kettle is on.'),
      revision: 2,
      edited_at: null,
      deleted: false,
      own: true,
    })
    expect(edited.tags.index_tags).toEqual(['kettles'])
    expect(edited.tags.whisper_tags).toEqual(written.tags.whisper_tags)

    const shown = (await threadOf(thread.id)).posts.find((post) => post.id === written.id)
    expect(shown).toMatchObject({ content: deltaOf('The kettle is on.'), revision: 2, edited_at: null })
    expect((await revisionsOf(`/posts/${written.id}`)).map((version) => [version.revision, version.content])).toEqual([
      [2, deltaOf('The kettle is on.')],
    ])
  })

  it('keeps each version written more than five minutes before the next, newest first, and says when it was edited', async () => {
    const { thread, written } = await bosReply('First thoughts.')
    t.clock.advance(EDIT_GRACE_MS / 1000 + 1)
    const secondAt = t.clock.now().getTime()
    const second = (await editPost('bo', written.id, { content: deltaOf('Second thoughts.') })).as(contributionSchema)
    expect(second.revision).toBe(2)
    expect(Date.parse(second.edited_at ?? '')).toBeGreaterThanOrEqual(secondAt)
    t.clock.advance(60)
    // Within the grace after the second version: it is replaced, and the edit's time moves.
    const third = (await editPost('bo', written.id, { content: deltaOf('Third thoughts.') }, '"2"')).as(contributionSchema)
    expect(third.revision).toBe(3)
    expect(Date.parse(third.edited_at ?? '')).toBeGreaterThanOrEqual(secondAt + 60_000)

    const versions = await revisionsOf(`/posts/${written.id}`)
    expect(versions.map((version) => [version.revision, version.content, version.created_at])).toEqual([
      [3, deltaOf('Third thoughts.'), third.edited_at],
      [1, deltaOf('First thoughts.'), written.created_at],
    ])
    expect((await threadOf(thread.id)).posts.find((post) => post.id === written.id)?.edited_at).toBe(third.edited_at)
  })

  it("refuses what is not its author's to edit, or not sent as posting would be, and changes nothing", async () => {
    const { thread, written } = await bosReply('Words that stay.')
    const before = await threadOf(thread.id)
    const secret = (await t.threadsOn('back-room'))[0]
    if (!secret) throw new Error('no back-room thread')
    const cases: [DemoUser | null, string, unknown, string | null, number, string][] = [
      [null, written.id, { content: deltaOf('x') }, '"1"', 401, messages.noUser],
      ['ada', written.id, { content: deltaOf('x') }, '"1"', 403, messages.notYourWords],
      ['cy', written.id, { content: deltaOf('x') }, '"1"', 403, messages.editForbidden],
      ['cy', secret.starterId, { content: deltaOf('x') }, '"1"', 403, messages.threadAccessForbidden],
      ['bo', missing, { content: deltaOf('x') }, '"1"', 404, messages.postNotFound(missing)],
      ['bo', written.id, { content: deltaOf('x') }, null, 428, messages.ifMatchRequired],
      ['bo', written.id, { content: deltaOf('x') }, 'yesterday', 400, messages.ifMatchMalformed],
      ['bo', written.id, { content: 'not a delta' }, '"1"', 400, ''],
      ['bo', written.id, { content: JSON.stringify({ ops: [{ insert: `${'a'.repeat(CONTENT_MAX_BYTES)}\n` }] }) }, '"1"', 400, ''],
      ['bo', written.id, { whisper_tags: Array.from({ length: 31 }, (_, i) => `tag ${i}`) }, '"1"', 400, ''],
    ]
    for (const [who, postId, json, ifMatch, status, message] of cases) {
      const answer = await editPost(who, postId, json, ifMatch)
      expect(answer.status, `${who} ${ifMatch} ${answer.text}`).toBe(status)
      if (message) expect(answer.body).toEqual({ message })
      else expect(answer.body).toEqual({ message: expect.any(String) })
    }
    const malformed = await t.request('/posts/nope', { method: 'PATCH', token: await as('bo'), json: {}, headers: { 'If-Match': '"1"' } })
    expect(malformed.status).toBe(400)
    expect(await threadOf(thread.id)).toEqual(before)
  })

  it('takes exactly one of two edits written against one revision; the other gets 412 with the version it would replace', async () => {
    const { written } = await bosReply('Two tabs open.')
    const [first, second] = await Promise.all([
      editPost('bo', written.id, { content: deltaOf('From the first tab.') }),
      editPost('bo', written.id, { content: deltaOf('From the second tab.') }),
    ])
    const statuses = [first.status, second.status].sort()
    expect(statuses).toEqual([200, 412])
    const [won, lost] = first.status === 200 ? [first, second] : [second, first]
    const conflict = lost.as(postEditConflictSchema)
    expect(conflict.message).toBe(messages.editStale)
    expect(conflict.contribution).toEqual(won.as(contributionSchema))
  })

  it('patches the thread kept for readers in place, to what reading it afresh makes', async () => {
    const { thread, written } = await bosReply('Kept, then edited.')
    const before = (await t.request(`/threads/${thread.id}`)).text
    expect(before).toContain('Kept, then edited.')
    expect((await editPost('bo', written.id, { content: deltaOf('Edited, then kept.'), whisper_tags: ['patched'] })).status).toBe(200)
    const patched = await t.request(`/threads/${thread.id}`)
    const fresh = await threadParts(t.db, thread.id, 0)
    expect(patched.text).toBe(fresh?.visitor.json)
    expect(patched.as(threadSchema).posts.find((post) => post.id === written.id)).toMatchObject({
      content: deltaOf('Edited, then kept.'),
      revision: 2,
      tags: { whisper_tags: ['patched'] },
    })
  })

  it('is what every process shows at once: an edit through one, read through another', async () => {
    const { thread, written } = await bosReply('Before, in both.')
    const other = t.twin()
    expect((await threadOf(thread.id, 'ada', other)).posts.some((post) => post.id === written.id)).toBe(true)
    await editPost('bo', written.id, { content: deltaOf('After, in both.') })
    expect((await threadOf(thread.id, 'ada', other)).posts.find((post) => post.id === written.id)?.content).toBe(deltaOf('After, in both.'))
  })

  it('makes search find the new words and not the old ones, and gives the thread a new ETag', async () => {
    const { thread, written } = await bosReply('Oolongquartz steeps slowly.')
    expect((await searchFor('oolongquartz')).map((result) => result.post_id)).toContain(written.id)
    const etag = (await t.request(`/threads/${thread.id}`)).headers.get('ETag')
    await editPost('bo', written.id, { content: deltaOf('Sencharuby steeps slowly.') })
    expect((await searchFor('oolongquartz')).map((result) => result.post_id)).not.toContain(written.id)
    expect((await searchFor('sencharuby')).map((result) => result.post_id)).toContain(written.id)
    expect((await t.request(`/threads/${thread.id}`)).headers.get('ETag')).not.toBe(etag)
  })

  it("tells the thread's notification its new words, and nobody anew", async () => {
    const { written } = await bosReply('Ada, the first draft.')
    const notes = async () => (await t.request('/notifications', { token: await t.login('ada') })).as(notificationPageSchema).notifications
    const before = await notes()
    expect(before.find((note) => note.post_id === written.id)?.excerpt).toBe('Ada, the first draft.')
    await editPost('bo', written.id, { content: deltaOf('Ada, the final draft.') })
    const after = await notes()
    expect(after.filter((note) => note.post_id === written.id).map((note) => note.excerpt)).toEqual(['Ada, the final draft.'])
    expect(after).toHaveLength(before.length)
  })
})

describe('DELETE /posts/{post_id}', () => {
  it('erases every version of its words, keeps its place and its replies, and again is 204', async () => {
    const { thread, written } = await bosReply('Said in anger.')
    t.clock.advance(EDIT_GRACE_MS / 1000 + 1)
    await editPost('bo', written.id, { content: deltaOf('Said in anger, then regretted.'), content_warnings: ['anger'] })
    const answer = await reply(t, await t.login('ada'), written.id, 'An answer that stays.')
    const refused = await t.request(`/posts/${written.id}`, { method: 'DELETE', token: await t.login('ada') })
    expect([refused.status, refused.body]).toEqual([403, { message: messages.notYourWords }])

    for (const _ of [1, 2])
      expect((await t.request(`/posts/${written.id}`, { method: 'DELETE', token: await t.login('bo') })).status).toBe(204)
    const shown = await threadOf(thread.id)
    expect(shown.posts.find((post) => post.id === written.id)).toMatchObject({
      content: EMPTY_DELTA,
      deleted: true,
      tags: { whisper_tags: [], index_tags: [], category_tags: [], content_warnings: [] },
    })
    expect(shown.posts.find((post) => post.id === answer.id)?.parent_post_id).toBe(written.id)
    expect(await revisionsOf(`/posts/${written.id}`)).toEqual([])
    expect((await searchFor('regretted')).map((result) => result.post_id)).not.toContain(written.id)
    const note = (await t.request('/notifications', { token: await t.login('ada') }))
      .as(notificationPageSchema)
      .notifications.find((each) => each.post_id === written.id)
    expect(note?.excerpt).toBe('')
    const edit = await editPost('bo', written.id, { content: deltaOf('Back again?') }, '"3"')
    expect([edit.status, edit.body]).toEqual([404, { message: messages.editDeleted }])
  })

  it("keeps a deleted starter's thread", async () => {
    const token = await t.login('bo')
    const thread = await t.threadBy('kettle-corner', 'bo')
    expect((await t.request(`/posts/${thread.starterId}`, { method: 'DELETE', token })).status).toBe(204)
    const shown = await threadOf(thread.id)
    expect(shown.posts[0]).toMatchObject({ id: thread.starterId, deleted: true, content: EMPTY_DELTA })
  })
})

describe('comments', () => {
  it("are edited and deleted by their author alike, and a chain's notification quotes its parts as they are", async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const [first, second] = await comment(t, await t.login('bo'), thread.starterId, ['One part.', 'Two parts.'])
    if (!first || !second) throw new Error('no chain')
    const refused = await editComment('ada', second.id, { content: deltaOf('Mine now.') })
    expect([refused.status, refused.body]).toEqual([403, { message: messages.notYourWords }])

    const edited = (await editComment('bo', second.id, { content: deltaOf('Three parts.') })).as(commentSchema)
    expect(edited).toMatchObject({ id: second.id, revision: 2, content: deltaOf('Three parts.') })
    const stale = await editComment('bo', second.id, { content: deltaOf('Four parts.') })
    expect(stale.status).toBe(412)
    expect(stale.as(commentEditConflictSchema).comment).toEqual(edited)
    const notes = async () => (await t.request('/notifications', { token: await t.login('ada') })).as(notificationPageSchema).notifications
    expect((await notes()).find((note) => note.comment_id === first.id)?.excerpt).toBe('One part. Three parts.')

    expect((await t.request(`/comments/${first.id}`, { method: 'DELETE', token: await t.login('bo') })).status).toBe(204)
    expect((await notes()).find((note) => note.comment_id === first.id)?.excerpt).toBe('Three parts.')
    const shown = (await threadOf(thread.id)).comments[thread.starterId] ?? []
    expect(shown.find((each) => each.id === first.id)).toMatchObject({ deleted: true, content: EMPTY_DELTA })
    expect(shown.find((each) => each.id === second.id)).toMatchObject({ chain_parent_id: first.id, content: deltaOf('Three parts.') })
    expect(await revisionsOf(`/comments/${first.id}`)).toEqual([])
    expect((await revisionsOf(`/comments/${second.id}`)).map((version) => version.revision)).toEqual([2])
  })
})

describe('GET /threads/{thread_id}/changes', () => {
  it('brings the words edited and deleted after an event as they now stand', async () => {
    const { thread, written } = await bosReply('A reply to be changed.')
    const [part] = await comment(t, await t.login('bo'), thread.starterId, ['A comment to be deleted.'])
    if (!part) throw new Error('no comment')
    const changes = async (after: string) =>
      (await t.request(`/threads/${thread.id}/changes?after=${after}`, { token: await t.login('bo') })).as(threadChangesSchema)
    const before = (await changes('0')).last_event_id

    expect((await editPost('bo', written.id, { content: deltaOf('A reply, changed.') })).status).toBe(200)
    expect((await t.request(`/comments/${part.id}`, { method: 'DELETE', token: await t.login('bo') })).status).toBe(204)
    const after = await changes(before)
    expect(after.posts.map((post) => [post.id, post.content])).toEqual([[written.id, deltaOf('A reply, changed.')]])
    expect(after.comments[thread.starterId]?.map((each) => [each.id, each.deleted, each.content])).toEqual([[part.id, true, EMPTY_DELTA]])
    expect(await changes(after.last_event_id)).toEqual({ posts: [], comments: {}, last_event_id: after.last_event_id })
  })
})

describe('live readers', () => {
  let server: Awaited<ReturnType<typeof t.listen>>
  const readers: OpenEventStream[] = []
  beforeAll(async () => {
    server = await t.listen()
  })
  afterAll(async () => {
    for (const reader of readers) reader.close()
    await server.close()
  })

  it("hear of an edit and a deletion in the thread's stream, ids only", async () => {
    const { thread, written } = await bosReply('Live words.')
    const reader = await openEvents(server.url, { threads: [thread.id] })
    readers.push(reader)
    await editPost('bo', written.id, { content: deltaOf('Live words, edited.') })
    await t.request(`/posts/${written.id}`, { method: 'DELETE', token: await t.login('bo') })
    const [edited] = await reader.waitFor((event) => event.type === 'contribution_edited')
    const [deleted] = await reader.waitFor((event) => event.type === 'contribution_deleted')
    expect(eventDataSchemas.contribution_edited.parse(edited?.data)).toEqual({
      thread_id: thread.id,
      board_id: await t.boardId('tea-room'),
      post_id: written.id,
    })
    expect(eventDataSchemas.contribution_deleted.parse(deleted?.data).post_id).toBe(written.id)
    expect(JSON.stringify(reader.events)).not.toContain('Live words')
  })
})
