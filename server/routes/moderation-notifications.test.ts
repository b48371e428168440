import { describe, expect, it } from 'vitest'
import { meSchema } from '../../src/contract/schemas/me'
import { moderationLogPageSchema, reportFiledSchema, reportsPageSchema } from '../../src/contract/schemas/moderation'
import { notificationPageSchema, type Notification } from '../../src/contract/schemas/notification'
import { useTestServer, type DemoUser } from '../test/harness'
import { newMembers } from '../test/members'
import { reply } from '../test/replies'

const t = useTestServer()

async function notificationsOf(who: DemoUser | string) {
  const token = who === 'ada' || who === 'bo' || who === 'cy' ? await t.login(who) : who
  const answer = await t.request('/notifications', { token })
  return { page: answer.as(notificationPageSchema), text: answer.text }
}

const report = (token: string, postId: string, reason: string) =>
  t.request(`/posts/${postId}/reports`, { method: 'POST', token, json: { reason } })

const about = (postId: string, kind: Notification['kind']) => (note: Notification) => note.post_id === postId && note.kind === kind

/** A fresh reply of bo's on a Tea Room thread, and who bo is there. */
async function bosReply(text: string) {
  const thread = await t.threadBy('tea-room', 'ada')
  const written = await reply(t, await t.login('bo'), thread.starterId, text)
  return { thread, written }
}

async function openCount(who: DemoUser) {
  const demo = await t.realmId('demo')
  return (await notificationsOf(who)).page.open_reports.find((each) => each.realm_id === demo)?.count ?? 0
}

describe('report notifications', () => {
  it("tell the realm's moderators, one unread per report kept current as reasons come, and never who reported", async () => {
    const { thread, written } = await bosReply('Words two members report.')
    const [first, second] = await newMembers(t, 2, 'tattle')
    if (!first || !second) throw new Error('no members')
    const openBefore = await openCount('ada')
    expect((await report(first.token, written.id, 'Reason one.')).status).toBe(201)

    const once = (await notificationsOf('ada')).page
    expect(once.notifications.filter(about(written.id, 'report'))).toEqual([
      expect.objectContaining({
        kind: 'report',
        realm_id: await t.realmId('demo'),
        thread_id: thread.id,
        post_id: written.id,
        comment_id: null,
        from: { name: written.secret_identity.name, avatar: written.secret_identity.avatar },
        excerpt: 'Reason one.',
        read: false,
      }),
    ])
    expect(await openCount('ada')).toBe(openBefore + 1)

    expect((await report(second.token, written.id, 'Reason two.')).status).toBe(201)
    const { page, text } = await notificationsOf('ada')
    expect(page.notifications.filter(about(written.id, 'report'))).toEqual([
      expect.objectContaining({ excerpt: 'Reason two.', read: false }),
    ])
    expect(page.unread_count).toBe(once.unread_count)
    expect(await openCount('ada')).toBe(openBefore + 1)
    for (const secret of [first.id, first.email, second.id, second.email, 'tattle-']) expect(text).not.toContain(secret)

    // Neither the reporters nor the author hear of it; a member who moderates nothing is told of no reports.
    for (const who of [first.token, second.token, 'bo'] as const) {
      const told = (await notificationsOf(who)).page
      expect(told.notifications.some((note) => note.kind === 'report')).toBe(false)
      expect(told.open_reports).toEqual([])
    }
  })

  it('are read once the report is resolved, and the author hears why their words were removed', async () => {
    const { written } = await bosReply('Words removed after a report.')
    const [reporter] = await newMembers(t, 1, 'flagger')
    if (!reporter) throw new Error('no member')
    const filed = (await report(reporter.token, written.id, 'Spam.')).as(reportFiledSchema)
    const unreadBefore = (await notificationsOf('ada')).page.unread_count
    const openBefore = await openCount('ada')
    const resolved = await t.request(`/reports/${filed.id}/resolution`, {
      method: 'POST',
      token: await t.login('ada'),
      json: { outcome: 'removed', reason: 'Selling things in the Tea Room.' },
    })
    expect(resolved.status).toBe(204)

    const ada = (await notificationsOf('ada')).page
    expect(ada.notifications.filter(about(written.id, 'report'))).toEqual([expect.objectContaining({ read: true })])
    expect(ada.unread_count).toBe(unreadBefore - 1)
    expect(await openCount('ada')).toBe(openBefore - 1)
    const bo = (await notificationsOf('bo')).page
    expect(bo.notifications.filter(about(written.id, 'removed'))).toEqual([
      expect.objectContaining({
        kind: 'removed',
        comment_id: null,
        from: { name: written.secret_identity.name, avatar: written.secret_identity.avatar },
        excerpt: 'Selling things in the Tea Room.',
        read: false,
      }),
    ])
  })

  it('close when a moderator removes the words from the thread, and a dismissal tells the author nothing', async () => {
    const removedThere = await bosReply('Removed where it stands.')
    const dismissed = await bosReply('Reported, and kept.')
    const [reporter] = await newMembers(t, 1, 'watcher')
    if (!reporter) throw new Error('no member')
    const filed = (await report(reporter.token, removedThere.written.id, 'Rude.')).as(reportFiledSchema)
    const kept = (await report(reporter.token, dismissed.written.id, 'Wrong board.')).as(reportFiledSchema)
    const ada = await t.login('ada')
    const removal = await t.request(`/posts/${removedThere.written.id}/removal`, { method: 'POST', token: ada, json: { reason: 'Rude.' } })
    expect(removal.status).toBe(204)
    const dismissal = await t.request(`/reports/${kept.id}/resolution`, { method: 'POST', token: ada, json: { outcome: 'dismissed' } })
    expect(dismissal.status).toBe(204)

    const closed = (await t.request(`/realms/${await t.realmId('demo')}/reports?status=closed`, { token: ada })).as(reportsPageSchema)
    expect(closed.reports.find((entry) => entry.id === filed.id)).toMatchObject({ status: 'closed', outcome: 'removed' })
    expect(closed.reports.find((entry) => entry.id === kept.id)).toMatchObject({ status: 'closed', outcome: 'dismissed' })
    const adaNotes = (await notificationsOf('ada')).page.notifications
    expect(
      adaNotes.filter(
        (note) => note.kind === 'report' && !note.read && [removedThere, dismissed].some((each) => each.written.id === note.post_id),
      ),
    ).toEqual([])
    const boNotes = (await notificationsOf('bo')).page.notifications
    expect(boNotes.filter(about(removedThere.written.id, 'removed'))).toEqual([expect.objectContaining({ excerpt: 'Rude.' })])
    expect(boNotes.some(about(dismissed.written.id, 'removed'))).toBe(false)
    // Restoring tells nobody anything more, and the notice still quotes the reason, not the words.
    await t.request(`/posts/${removedThere.written.id}/removal`, { method: 'DELETE', token: ada })
    expect((await notificationsOf('bo')).page.notifications.filter(about(removedThere.written.id, 'removed'))).toEqual([
      expect.objectContaining({ excerpt: 'Rude.' }),
    ])
  })

  it('never name to the moderator the member a resolution takes out of the realm', async () => {
    const [author, reporter] = await newMembers(t, 2, 'banished')
    if (!author || !reporter) throw new Error('no members')
    const username = (await t.request('/users/@me', { token: author.token })).as(meSchema).username
    const thread = await t.threadBy('tea-room', 'ada')
    const written = await reply(t, author.token, thread.starterId, 'Abuse, again.')
    const filed = (await report(reporter.token, written.id, 'Abuse.')).as(reportFiledSchema)
    const ada = await t.login('ada')
    const resolved = await t.request(`/reports/${filed.id}/resolution`, {
      method: 'POST',
      token: ada,
      json: { outcome: 'removed', reason: 'Abuse.', remove_member: true },
    })
    expect([resolved.status, resolved.text]).toEqual([204, ''])
    const demo = await t.realmId('demo')
    for (const path of [
      `/realms/${demo}/reports?status=closed`,
      `/realms/${demo}/moderation-log`,
      '/notifications',
      `/threads/${thread.id}`,
    ]) {
      const answer = await t.request(path, { token: ada })
      expect(answer.status, path).toBe(200)
      for (const secret of [author.id, author.email, username]) expect(answer.text, `${path} names ${secret}`).not.toContain(secret)
    }
    expect((await t.request(`/realms/${demo}/moderation-log`, { token: ada })).as(moderationLogPageSchema).entries[0]).toMatchObject({
      action: 'report_removed',
      target: { post_id: written.id },
    })
    // The author, out of the realm, still hears why: the Tea Room is open to all.
    expect((await notificationsOf(author.token)).page.notifications.filter(about(written.id, 'removed'))).toHaveLength(1)
  })
})
