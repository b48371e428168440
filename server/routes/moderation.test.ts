import { describe, expect, it } from 'vitest'
import { contributionSchema } from '../../src/contract/schemas/contribution'
import { feedPageSchema } from '../../src/contract/schemas/feed'
import { meSchema } from '../../src/contract/schemas/me'
import { moderationLogPageSchema, reportFiledSchema, reportsPageSchema } from '../../src/contract/schemas/moderation'
import { notificationPageSchema } from '../../src/contract/schemas/notification'
import { EMPTY_DELTA, revisionsResponseSchema } from '../../src/contract/schemas/own-words'
import { searchPageSchema } from '../../src/contract/schemas/search'
import { threadSchema } from '../../src/contract/schemas/thread'
import { threadChangesSchema } from '../../src/contract/schemas/thread-changes'
import { messages } from '../lib/api-error'
import { useTestServer, type DemoUser } from '../test/harness'
import { newMembers as newMembersOf } from '../test/members'
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

async function found(words: string, postId: string, token: string | null = null) {
  const params = new URLSearchParams({ realm: await t.realmId('demo'), q: words })
  return (await t.request(`/search?${params}`, { token })).as(searchPageSchema).results.some((result) => result.post_id === postId)
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
    // Another member of the realm reads it as a visitor does, in the thread and in search.
    const [other] = await newMembers(1, 'onlooker')
    if (!other) throw new Error('no member')
    const asOther = (await t.request(`/threads/${thread.id}`, { token: other.token })).as(threadSchema)
    expect(asOther.posts.find((post) => post.id === written.id)).toMatchObject({
      removed: true,
      removal_reason: null,
      content: EMPTY_DELTA,
    })
    expect(await found('Quincefold', written.id)).toBe(false)
    expect(await found('Quincefold', written.id, other.token)).toBe(false)
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

const newMembers = (count: number, name: string) => newMembersOf(t, count, name)

const report = (token: string | null, path: string, reason: unknown = 'This names someone.') =>
  t.request(`${path}/reports`, { method: 'POST', token, json: { reason } })

async function openReports(who: DemoUser = 'ada', status = 'open') {
  const answer = await t.request(`/realms/${await t.realmId('demo')}/reports?status=${status}`, { token: await t.login(who) })
  expect(answer.status, answer.text).toBe(200)
  return { page: answer.as(reportsPageSchema), text: answer.text }
}

describe('POST /posts/{post_id}/reports', () => {
  it('files one open entry per target however many report it at once: one snapshot, every reason, the count', async () => {
    const { written } = await bosReply('Reported by a crowd.')
    const crowd = await newMembers(20, 'crowd')
    const answers = await Promise.all(crowd.map((member, index) => report(member.token, `/posts/${written.id}`, `Reason ${index}.`)))
    expect(answers.map((answer) => answer.status)).toEqual(crowd.map(() => 201))
    expect(new Set(answers.map((answer) => answer.as(reportFiledSchema).id)).size).toBe(1)
    const entries = (await openReports()).page.reports.filter((entry) => entry.target.post_id === written.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ count: 20, status: 'open', snapshot: { content: deltaOf('Reported by a crowd.') } })
    expect(entries[0]?.reasons).toHaveLength(20)
    const told = (await t.request('/notifications', { token: await t.login('ada') })).as(notificationPageSchema)
    expect(told.notifications.filter((note) => note.kind === 'report' && note.post_id === written.id)).toHaveLength(1)
  })

  it('keeps what the words said when first reported through an edit and a deletion, and never names who reported', async () => {
    const { written } = await bosReply('The evidence.')
    const [witness] = await newMembers(1, 'witness')
    if (!witness) throw new Error('no witness')
    const first = await report(witness.token, `/posts/${written.id}`)
    expect(first.status).toBe(201)
    const again = await report(witness.token, `/posts/${written.id}`, 'Said twice.')
    expect([again.status, again.as(reportFiledSchema).id]).toEqual([200, first.as(reportFiledSchema).id])
    const bo = await t.login('bo')
    expect(
      (
        await t.request(`/posts/${written.id}`, {
          method: 'PATCH',
          token: bo,
          json: { content: deltaOf('Nothing to see.') },
          headers: { 'If-Match': '"1"' },
        })
      ).status,
    ).toBe(200)
    expect((await t.request(`/posts/${written.id}`, { method: 'DELETE', token: bo })).status).toBe(204)
    const { page, text } = await openReports()
    const entry = page.reports.find((each) => each.target.post_id === written.id)
    expect(entry).toMatchObject({
      count: 1,
      snapshot: { content: deltaOf('The evidence.') },
      current: { content: EMPTY_DELTA, revision: 3, deleted: true, removed: false },
      reasons: [{ reason: 'This names someone.' }],
    })
    expect(text).not.toContain(witness.id)
    expect(text).not.toContain('witness-0')
  })

  it('tells its author nothing of who reported it, in any answer they read', async () => {
    const { thread, written } = await bosReply('Reported quietly.')
    const [whistle] = await newMembers(1, 'whistle')
    if (!whistle) throw new Error('no reporter')
    const filed = (await report(whistle.token, `/posts/${written.id}`, 'A quiet word.')).as(reportFiledSchema)
    const bo = await t.login('bo')
    const username = (await t.request('/users/@me', { token: whistle.token })).as(meSchema).username
    for (const path of [
      `/threads/${thread.id}`,
      '/notifications',
      '/users/@me',
      `/posts/${written.id}/revisions`,
      `/threads/${thread.id}/changes?after=0`,
    ]) {
      const answer = await t.request(path, { token: bo })
      expect(answer.status, path).toBe(200)
      for (const secret of [whistle.id, username, filed.id, 'A quiet word.'])
        expect(answer.text, `${path} names ${secret}`).not.toContain(secret)
    }
  })

  it('refuses visitors, outsiders, the author, what is gone and bad reasons; where the reader may not read, it says nothing is there', async () => {
    const { written } = await bosReply('Reported wrongly.')
    const path = `/posts/${written.id}`
    expect((await report(null, path)).status).toBe(401)
    expect((await report(await t.login('cy'), path)).status).toBe(403)
    expect((await report(await t.login('bo'), path)).status).toBe(403)
    expect((await report(await t.login('ada'), path, '  ')).status).toBe(400)
    expect((await report(await t.login('ada'), path, 'x'.repeat(1001))).status).toBe(400)
    expect((await report(await t.login('ada'), `/posts/${missing}`)).status).toBe(404)
    // The Back Room is for the demo realm's members: cy, of another realm, cannot read it.
    const backRoom = (await t.request(`/feeds/boards/${await t.boardId('back-room')}`, { token: await t.login('ada') })).as(feedPageSchema)
    const hidden = backRoom.activity[0]?.starter.id
    if (!hidden) throw new Error('no thread in the Back Room')
    const unseen = await report(await t.login('cy'), `/posts/${hidden}`)
    expect([unseen.status, unseen.body]).toEqual([404, { message: messages.postNotFound(hidden) }])
    await remove('ada', path)
    expect((await report(await t.login('ada'), path)).status).toBe(409)
    expect((await openReports()).page.reports.some((entry) => entry.target.post_id === written.id)).toBe(false)
  })

  it('refuses a report of what its author deleted (409) and files nothing', async () => {
    const { written } = await bosReply('Deleted before anyone reported it.')
    expect((await t.request(`/posts/${written.id}`, { method: 'DELETE', token: await t.login('bo') })).status).toBe(204)
    const refused = await report(await t.login('ada'), `/posts/${written.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ message: expect.any(String) })
    const { page } = await openReports()
    expect(page.reports.some((entry) => entry.target.post_id === written.id)).toBe(false)
  })

  it('is refused where the reader may not read, and that refusal files nothing either', async () => {
    const backRoom = (await t.request(`/feeds/boards/${await t.boardId('back-room')}`, { token: await t.login('ada') })).as(feedPageSchema)
    const hidden = backRoom.activity[0]?.starter.id
    if (!hidden) throw new Error('no thread in the Back Room')
    const before = (await openReports()).page.open_count
    expect((await report(await t.login('cy'), `/posts/${hidden}`)).status).toBe(404)
    const after = await openReports()
    expect(after.page.open_count).toBe(before)
    expect(after.page.reports.some((entry) => entry.target.post_id === hidden)).toBe(false)
  })
})

describe('POST /comments/{comment_id}/reports', () => {
  it('files a comment as its own target, with its words and identity at the first report', async () => {
    const thread = await t.threadBy('tea-room', 'ada')
    const [said] = await comment(t, await t.login('bo'), thread.starterId, ['A comment someone minds.'])
    if (!said) throw new Error('no comment')
    const [reporter] = await newMembers(1, 'comment-reporter')
    if (!reporter) throw new Error('no reporter')
    const filed = await report(reporter.token, `/comments/${said.id}`, 'Rude in a comment.')
    expect(filed.status).toBe(201)
    expect((await report(reporter.token, `/comments/${said.id}`, '  ')).status).toBe(400)
    expect((await report(await t.login('bo'), `/comments/${said.id}`)).status).toBe(403)
    expect((await report(reporter.token, `/comments/${missing}`)).status).toBe(404)
    const entry = (await openReports()).page.reports.find((each) => each.target.comment_id === said.id)
    expect(entry).toMatchObject({
      id: filed.as(reportFiledSchema).id,
      target: { kind: 'comment', thread_id: thread.id, post_id: thread.starterId, comment_id: said.id },
      snapshot: { content: deltaOf('A comment someone minds.'), secret_identity: { name: expect.any(String) } },
      reasons: [{ reason: 'Rude in a comment.' }],
      count: 1,
      status: 'open',
    })
    expect((await t.request(`/comments/${said.id}`, { method: 'DELETE', token: await t.login('bo') })).status).toBe(204)
    expect((await report(await t.login('ada'), `/comments/${said.id}`)).status).toBe(409)
  })
})

describe('POST /reports/{report_id}/resolution', () => {
  it('removes what was reported with the reason, takes its author out of the realm unnamed, logs it, and refuses a second resolution', async () => {
    const [author, reporter] = await newMembers(2, 'resolved')
    if (!author || !reporter) throw new Error('no members')
    const thread = await t.threadBy('tea-room', 'ada')
    const written = await reply(t, author.token, thread.starterId, 'Something cruel.')
    const filed = (await report(reporter.token, `/posts/${written.id}`)).as(reportFiledSchema)
    const resolve = async (who: DemoUser, json: unknown) =>
      t.request(`/reports/${filed.id}/resolution`, { method: 'POST', token: await t.login(who), json })
    expect((await resolve('bo', { outcome: 'removed' })).status).toBe(403)
    const resolved = await resolve('ada', { outcome: 'removed', reason: 'Cruelty.', remove_member: true })
    expect([resolved.status, resolved.text]).toEqual([204, ''])

    expect(await postAs(null, thread.id, written.id)).toMatchObject({ removed: true, content: EMPTY_DELTA })
    const me = await t.request('/users/@me', { token: author.token })
    expect(me.as(meSchema).realms.some((realm) => realm.slug === 'demo')).toBe(false)
    const { page } = await openReports('ada', 'closed')
    expect(page.reports.find((entry) => entry.id === filed.id)).toMatchObject({ status: 'closed', outcome: 'removed' })
    const log = (await t.request(`/realms/${await t.realmId('demo')}/moderation-log`, { token: await t.login('ada') })).as(
      moderationLogPageSchema,
    )
    expect(log.entries[0]).toMatchObject({ action: 'report_removed', reason: 'Cruelty.', target: { post_id: written.id } })
    expect((await resolve('ada', { outcome: 'dismissed' })).status).toBe(409)
    const after = await openReports('ada', 'closed')
    expect(after.page.reports.find((entry) => entry.id === filed.id)).toMatchObject({ status: 'closed', outcome: 'removed' })
  })

  it("is for the realm's moderators only: another realm's reports are not theirs to resolve", async () => {
    // cy reports a post on Elsewhere's Harbor; ada moderates the demo realm, not Elsewhere.
    const harbor = (await t.request(`/feeds/boards/${await t.boardId('harbor')}`, { token: await t.login('cy') })).as(feedPageSchema)
    const harborThread = harbor.activity[0]
    if (!harborThread) throw new Error('no thread on the Harbor')
    const post = harborThread.starter.id
    const filed = (await report(await t.login('cy'), `/posts/${post}`, 'Off topic.')).as(reportFiledSchema)
    const refused = await t.request(`/reports/${filed.id}/resolution`, {
      method: 'POST',
      token: await t.login('ada'),
      json: { outcome: 'removed', reason: 'Not mine to judge.' },
    })
    expect(refused.status).toBe(403)
    const shown = (await t.request(`/threads/${harborThread.id}`, { token: await t.login('cy') })).as(threadSchema)
    expect(shown.posts.find((each) => each.id === post)?.removed ?? false).toBe(false)
  })

  it("is for the realm's moderators only: another realm's reports are not theirs to list", async () => {
    const elsewhere = await t.realmId('elsewhere')
    expect((await t.request(`/realms/${elsewhere}/reports`, { token: await t.login('ada') })).status).toBe(403)
    expect((await t.request(`/realms/${await t.realmId('demo')}/reports`, { token: await t.login('bo') })).status).toBe(403)
    expect(
      (await t.request(`/reports/${missing}/resolution`, { method: 'POST', token: await t.login('ada'), json: { outcome: 'dismissed' } }))
        .status,
    ).toBe(404)
  })
})
