import { describe, expect, it } from 'vitest'
import { contributionSchema } from '../../src/contract/schemas/contribution'
import { moderationLogPageSchema } from '../../src/contract/schemas/moderation'
import { notificationPageSchema } from '../../src/contract/schemas/notification'
import { EMPTY_DELTA, revisionsResponseSchema } from '../../src/contract/schemas/own-words'
import { searchPageSchema } from '../../src/contract/schemas/search'
import { threadSchema } from '../../src/contract/schemas/thread'
import { threadChangesSchema } from '../../src/contract/schemas/thread-changes'
import { messages } from '../lib/api-error'
import { useTestServer, type DemoUser } from '../test/harness'
import { deltaOf, reply } from '../test/replies'
import { comment } from '../test/writes'

const t = useTestServer()
const missing = '00000000-0000-4000-8000-000000000000'

const as = async (who: DemoUser | null) => (who ? await t.login(who) : null)

function remove(who: DemoUser | null, path: string, json: unknown = { reason: 'Names a member by their real name.' }) {
  return as(who).then((token) => t.request(`${path}/removal`, { method: 'POST', token, json }))
}

function restore(who: DemoUser | null, path: string) {
  return as(who).then((token) => t.request(`${path}/removal`, { method: 'DELETE', token }))
}

async function postAs(who: DemoUser | null, threadId: string, postId: string) {
  const thread = (await t.request(`/threads/${threadId}`, { token: await as(who) })).as(threadSchema)
  return thread.posts.find((post) => post.id === postId)
}

async function found(words: string, postId: string) {
  const params = new URLSearchParams({ realm: await t.realmId('demo'), q: words })
  return (await t.request(`/search?${params}`)).as(searchPageSchema).results.some((result) => result.post_id === postId)
}

const excerptOf = async (who: DemoUser, postId: string) =>
  (await t.request('/notifications', { token: await t.login(who) }))
    .as(notificationPageSchema)
    .notifications.find((note) => note.post_id === postId && note.comment_id === null)?.excerpt

/** A reply of bo's, fresh for each test, on a Tea Room thread ada started (she is the demo realm's moderator). */
async function bosReply(text: string) {
  const thread = await t.threadBy('tea-room', 'ada')
  const written = await reply(t, await t.login('bo'), thread.starterId, text, { whisper_tags: ['marmalade'] })
  return { thread, written }
}

describe('POST /posts/{post_id}/removal', () => {
  it('hides the words from everyone but their author and the moderators, who read them with the reason; restore brings them back', async () => {
    const { thread, written } = await bosReply('Quincefold said something unkind.')
    expect((await remove('ada', `/posts/${written.id}`)).status).toBe(204)

    for (const who of [null, 'cy'] as const) {
      expect(await postAs(who, thread.id, written.id)).toMatchObject({
        removed: true,
        removal_reason: null,
        content: EMPTY_DELTA,
        tags: { whisper_tags: [], index_tags: [], category_tags: [], content_warnings: [] },
      })
    }
    for (const who of ['bo', 'ada'] as const) {
      expect(await postAs(who, thread.id, written.id)).toMatchObject({
        removed: true,
        removal_reason: 'Names a member by their real name.',
        content: deltaOf('Quincefold said something unkind.'),
        tags: { whisper_tags: ['marmalade'] },
      })
    }
    expect((await t.request(`/posts/${written.id}/revisions`)).as(revisionsResponseSchema).revisions).toEqual([])
    expect(
      (await t.request(`/posts/${written.id}/revisions`, { token: await t.login('bo') })).as(revisionsResponseSchema).revisions,
    ).toHaveLength(1)
    expect(await found('Quincefold', written.id)).toBe(false)
    expect(await excerptOf('ada', written.id)).toBe('')

    expect((await restore('ada', `/posts/${written.id}`)).status).toBe(204)
    expect(await postAs(null, thread.id, written.id)).toMatchObject({
      removed: false,
      removal_reason: null,
      content: deltaOf('Quincefold said something unkind.'),
    })
    expect(await found('Quincefold', written.id)).toBe(true)
    expect(await excerptOf('ada', written.id)).toBe('Quincefold said something unkind.')
  })

  it("changes the thread's ETag and brings the post in /changes as each reader may read it", async () => {
    const { thread, written } = await bosReply('Seen changing.')
    const before = await t.request(`/threads/${thread.id}`)
    const since = (await t.request(`/threads/${thread.id}/changes?after=0`)).as(threadChangesSchema).last_event_id
    expect((await remove('ada', `/posts/${written.id}`)).status).toBe(204)
    const after = await t.request(`/threads/${thread.id}`, { headers: { 'If-None-Match': before.headers.get('ETag') ?? '' } })
    expect(after.status).toBe(200)
    const changes = (await t.request(`/threads/${thread.id}/changes?after=${since}`)).as(threadChangesSchema)
    expect(changes.posts.map((post) => [post.id, post.removed, post.content])).toEqual([[written.id, true, EMPTY_DELTA]])
  })

  it('refuses whoever is not a moderator of the realm, bad reasons and ids, and what its author deleted; a repeat changes nothing', async () => {
    const { thread, written } = await bosReply('Left alone.')
    const path = `/posts/${written.id}`
    expect((await remove('bo', path)).status).toBe(403)
    expect((await remove('cy', path)).status).toBe(403)
    expect((await remove(null, path)).status).toBe(401)
    expect((await remove('ada', `/posts/${missing}`)).status).toBe(404)
    expect((await remove('ada', '/posts/not-a-uuid')).status).toBe(400)
    expect((await remove('ada', path, { reason: '   ' })).status).toBe(400)
    expect((await remove('ada', path, { reason: 'x'.repeat(501) })).status).toBe(400)
    expect((await remove('ada', path, {})).status).toBe(400)
    expect((await restore('bo', path)).status).toBe(403)
    expect(contributionSchema.parse(await postAs('bo', thread.id, written.id))).toMatchObject({ removed: false })

    expect((await remove('ada', path)).status).toBe(204)
    expect((await remove('ada', path, { reason: 'Again.' })).status).toBe(204)
    expect((await postAs('ada', thread.id, written.id))?.removal_reason).toBe('Names a member by their real name.')

    const { written: deleted } = await bosReply('Gone by its author.')
    expect((await t.request(`/posts/${deleted.id}`, { method: 'DELETE', token: await t.login('bo') })).status).toBe(204)
    const refused = await remove('ada', `/posts/${deleted.id}`)
    expect([refused.status, refused.body]).toEqual([409, { message: messages.removeDeleted }])
  })
})

describe('comments', () => {
  it('are removed and restored alike, and a chain quotes only the parts still shown', async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const [first, second] = await comment(t, await t.login('bo'), thread.starterId, ['Kept part.', 'Removed part.'])
    if (!first || !second) throw new Error('no chain')
    expect((await remove('ada', `/comments/${second.id}`)).status).toBe(204)
    const shown = async (who: DemoUser | null) =>
      ((await t.request(`/threads/${thread.id}`, { token: await as(who) })).as(threadSchema).comments[thread.starterId] ?? []).find(
        (each) => each.id === second.id,
      )
    expect(await shown(null)).toMatchObject({ removed: true, content: EMPTY_DELTA, removal_reason: null })
    expect(await shown('bo')).toMatchObject({ removed: true, content: deltaOf('Removed part.') })
    const notes = (await t.request('/notifications', { token: await t.login('ada') })).as(notificationPageSchema).notifications
    expect(notes.find((note) => note.comment_id === first.id)?.excerpt).toBe('Kept part.')
    expect((await restore('ada', `/comments/${second.id}`)).status).toBe(204)
    expect(await shown(null)).toMatchObject({ removed: false, content: deltaOf('Removed part.') })
  })
})

describe('GET /realms/{realm_id}/moderation-log', () => {
  it('lists each removal and restore newest first, for the moderators only, never naming who wrote what', async () => {
    const { written } = await bosReply('For the log.')
    await remove('ada', `/posts/${written.id}`)
    await restore('ada', `/posts/${written.id}`)
    const realmId = await t.realmId('demo')
    const answer = await t.request(`/realms/${realmId}/moderation-log`, { token: await t.login('ada') })
    const { entries } = answer.as(moderationLogPageSchema)
    expect(entries.slice(0, 2).map((entry) => [entry.action, entry.target.post_id, entry.moderator?.username])).toEqual([
      ['restored', written.id, 'ada'],
      ['removed', written.id, 'ada'],
    ])
    expect(answer.text).not.toContain(await t.userId('bo'))
    expect(answer.text).not.toContain('"bo"')
    expect((await t.request(`/realms/${realmId}/moderation-log`, { token: await t.login('bo') })).status).toBe(403)
    expect((await t.request(`/realms/${realmId}/moderation-log?cursor=nonsense`, { token: await t.login('ada') })).status).toBe(400)
  })
})
