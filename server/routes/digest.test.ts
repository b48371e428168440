import { describe, expect, it, vi } from 'vitest'
import { accessTokenSchema } from '../../src/contract/schemas/auth'
import { settingsSchema } from '../../src/contract/schemas/decoration'
import { breakDigestOf, mendDigests } from '../db/test-queries/writes'
import { useTestServer } from '../test/harness'
import { useMailServer, type ReceivedMail } from '../test/mail-server'
import { newMembers } from '../test/members'
import { reply } from '../test/replies'
import { newThreadBody, startThread } from '../test/writes'

// The daily digest (design.md, "Accounts"): opt-in, once a day, unread notifications by thread
// under secret identities, and a one-click unsubscribe (RFC 8058) that needs no login.
const mail = useMailServer()
const t = useTestServer(() => ({
  publicUrl: 'https://teahouse.example',
  mail: { smtpUrl: mail.url, from: 'Teahouse <no-reply@teahouse.example>' },
}))

const DAY = 24 * 3600

/** A member's token now: the clock moves by days here, past any access token's life. */
const freshToken = async (member: { email: string }) =>
  (await t.request('/auth/login', { method: 'POST', json: { email: member.email, password: 'member-password' } })).as(accessTokenSchema)
    .access_token

const settingsOf = async (token: string) => (await t.request('/users/@me/settings', { token })).as(settingsSchema)
const choose = (token: string, json: unknown) => t.request('/users/@me/settings', { method: 'PATCH', token, json })

/** A member who asked for the digest, with a thread of theirs bo has just answered. */
async function answeredReader(name: string, words: string) {
  const [reader] = await newMembers(t, 1, name)
  if (!reader) throw new Error('no member')
  expect((await choose(reader.token, { email_notifications: 'daily' })).status).toBe(200)
  const thread = await startThread(t, reader.token, await t.boardId('tea-room'), newThreadBody(`A question about oolong from ${name}`))
  await reply(t, await t.login('bo'), thread.posts[0]?.id ?? '', words)
  return { reader, thread }
}

const digestsTo = (address: string) =>
  mail.received.filter((each) => each.recipients.includes(address) && each.subject.startsWith('Teahouse:'))

async function sentDigest(address: string): Promise<ReceivedMail> {
  const [received] = await mail.waitFor((each) => each.recipients.includes(address) && each.subject.startsWith('Teahouse:'))
  if (!received) throw new Error('no digest')
  return received
}

describe('the daily digest', () => {
  it('is off until asked for; the setting takes only off or daily', async () => {
    const [reader] = await newMembers(t, 1, 'undecided')
    if (!reader) throw new Error('no member')
    expect((await settingsOf(reader.token)).email_notifications).toBe('off')
    for (const json of [{ email_notifications: 'hourly' }, { email_notifications: 'daily', extra: 1 }, { email_notifications: true }]) {
      expect((await choose(reader.token, json)).status, JSON.stringify(json)).toBe(400)
    }
    const daily = await choose(reader.token, { email_notifications: 'daily' })
    expect(daily.as(settingsSchema)).toMatchObject({ email_notifications: 'daily', decorations: expect.any(Array) })
    expect((await t.request('/users/@me/settings', { method: 'PATCH', json: { email_notifications: 'daily' } })).status).toBe(401)
  })

  it('mails what came since, by thread, under secret identities, once a day; nothing new, no mail', async () => {
    const { reader, thread } = await answeredReader('digester', 'Try it at 85 degrees.')
    // Its first day since it was asked for is not over: nothing yet.
    t.clock.advance(60)
    expect(await t.digests.run()).toBe(0)
    t.clock.advance(DAY)
    await t.digests.run()
    const received = await sentDigest(reader.email)
    expect(received.subject).toBe('Teahouse: 1 unread notification')
    expect(received.text).toContain('A question about oolong from digester')
    expect(received.text).toContain(`https://teahouse.example/threads/${thread.id}?post=`)
    expect(received.text).toMatch(/replied to you: Try it at 85 degrees\./)
    expect(received.html).toContain('Try it at 85 degrees.')
    // The one who answered is named by their identity in the thread, never by their username.
    expect(received.text + received.html).not.toMatch(/\bbo\b/)
    expect(received.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/teahouse\.example\/api\/mail\/unsubscribe\/[A-Za-z0-9_-]{43}>$/)
    expect(received.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    // Again the same day: nothing. A day later with nothing new: nothing.
    expect(await t.digests.run()).toBe(0)
    t.clock.advance(DAY)
    expect(await t.digests.run()).toBe(0)
    // A day after that, with something new since: the new only.
    t.clock.advance(DAY)
    await reply(t, await t.login('bo'), thread.posts[0]?.id ?? '', 'Or 80, for a greener cup.')
    expect(await t.digests.run()).toBeGreaterThanOrEqual(1)
    await mail.waitFor((each) => each.recipients.includes(reader.email) && each.subject.startsWith('Teahouse:'), 2)
    const second = digestsTo(reader.email)[1]
    expect(second?.text).toContain('Or 80, for a greener cup.')
    expect(second?.text).not.toContain('Try it at 85 degrees.')
  })

  it('stops with one click without a login, and that link changes nothing else', async () => {
    const { reader, thread } = await answeredReader('leaver', 'A word for the leaver.')
    t.clock.advance(DAY)
    await t.digests.run()
    const received = await sentDigest(reader.email)
    const link = /^<(https:\/\/teahouse\.example)(\/api\/mail\/unsubscribe\/[A-Za-z0-9_-]{43})>$/.exec(
      received.headers.get('list-unsubscribe') ?? '',
    )
    if (!link?.[2]) throw new Error('no unsubscribe link')
    expect(received.text).toContain(`https://teahouse.example/unsubscribe/${link[2].split('/').at(-1)}`)
    const token = await freshToken(reader)
    const decorationsBefore = (await settingsOf(token)).decorations

    const clicked = await t.app.request(link[2], {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(clicked.status).toBe(200)
    const after = await settingsOf(token)
    expect(after).toEqual({ decorations: decorationsBefore, email_notifications: 'off' })
    expect((await t.request('/users/@me', { token })).status).toBe(200)
    // Again: still fine. A link we never made: 404, nothing changed anywhere.
    expect((await t.app.request(link[2], { method: 'POST' })).status).toBe(200)
    expect((await t.request('/mail/unsubscribe/not-a-token', { method: 'POST' })).status).toBe(404)
    t.clock.advance(DAY)
    await reply(t, await t.login('bo'), thread.posts[0]?.id ?? '', 'The leaver gets no digest of this.')
    expect(await t.digests.run()).toBe(0)
  })

  it('is taken once however many processes look at the same moment', async () => {
    const readers = await Promise.all([answeredReader('twin-a', 'One for a.'), answeredReader('twin-b', 'One for b.')])
    t.clock.advance(DAY)
    const other = t.twin()
    await Promise.all([t.digests.run(), other.digests.run(), t.digests.run(), other.digests.run()])
    for (const { reader } of readers) await sentDigest(reader.email)
    await t.outbox.idle()
    await other.outbox.idle()
    for (const { reader } of readers) expect(digestsTo(reader.email)).toHaveLength(1)
    await other.outbox.stop()
  })

  it('tells nothing from before it was asked for', async () => {
    const [reader] = await newMembers(t, 1, 'latecomer')
    if (!reader) throw new Error('no member')
    const thread = await startThread(t, reader.token, await t.boardId('tea-room'), newThreadBody('A latecomer asks about sencha'))
    await reply(t, await t.login('bo'), thread.posts[0]?.id ?? '', 'Old news for the latecomer.')
    t.clock.advance(3600)
    expect((await choose(await freshToken(reader), { email_notifications: 'daily' })).status).toBe(200)
    t.clock.advance(DAY)
    expect(await t.digests.run()).toBe(0)
    // Turning it on again while on starts nothing over.
    expect((await choose(await freshToken(reader), { email_notifications: 'daily' })).status).toBe(200)
    await reply(t, await t.login('bo'), thread.posts[0]?.id ?? '', 'New for the latecomer.')
    t.clock.advance(DAY)
    expect(await t.digests.run()).toBe(1)
    const received = await sentDigest(reader.email)
    expect(received.text).toContain('New for the latecomer.')
    expect(received.text).not.toContain('Old news for the latecomer.')
  })

  it('goes to the others when one reader’s fails, and to that one at a later pass once it can', async () => {
    const broken = await answeredReader('broken', 'For the broken one.')
    const fine = await answeredReader('fine', 'For the fine one.')
    await breakDigestOf(t.db, broken.reader.id)
    t.clock.advance(DAY)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect(await t.digests.run()).toBe(1)
      expect(errors).toHaveBeenCalledWith(expect.stringContaining(`The daily digest of user ${broken.reader.id} failed`), expect.anything())
    } finally {
      errors.mockRestore()
    }
    await sentDigest(fine.reader.email)
    expect(digestsTo(broken.reader.email)).toHaveLength(0)
    await mendDigests(t.db)
    expect(await t.digests.run()).toBe(1)
    await sentDigest(broken.reader.email)
  })
})
