import { describe, expect, it } from 'vitest'
import { accessTokenSchema } from '../../src/contract/schemas/auth'
import { messageSchema, sessionsSchema } from '../../src/contract/schemas/accounts'
import { outboxRows, setUsername } from '../db/test-queries/writes'
import { messages } from '../lib/api-error'
import { randomToken } from '../lib/tokens'
import { useTestServer } from '../test/harness'
import { useMailServer, type ReceivedMail } from '../test/mail-server'
import { newMembers } from '../test/members'

// Password reset by mail (design.md, "Accounts"), through a real SMTP server on loopback.
const mail = useMailServer()
const t = useTestServer(
  () => ({ publicUrl: 'https://teahouse.example', mail: { smtpUrl: mail.url, from: 'Teahouse <no-reply@teahouse.example>' } }),
  undefined,
  { mail: { firstRetryMs: 50, maxRetryMs: 200 } },
)

const ask = (email: string, headers: Record<string, string> = {}) =>
  t.request('/auth/password-reset', { method: 'POST', json: { email }, headers })
const choose = (token: string, password: unknown) => t.request(`/auth/password-reset/${token}`, { method: 'POST', json: { password } })
const logIn = (email: string, password: string) => t.request('/auth/login', { method: 'POST', json: { email, password } })

/** The reset link's token in a mail: the same link in its text and its HTML. */
function tokenIn(received: ReceivedMail): string {
  const link = /https:\/\/teahouse\.example\/reset-password\/([A-Za-z0-9_-]{43})/.exec(received.text)
  if (!link?.[1]) throw new Error(`no reset link in: ${received.text}`)
  expect(received.html).toContain(`href="${link[0]}"`)
  return link[1]
}

const mailsTo = (address: string) => mail.received.filter((each) => each.recipients.includes(address))

/** Until the outbox has settled every mail it holds (sent, or nothing to send). */
async function outboxSettled() {
  for (;;) {
    await t.outbox.idle()
    if ((await outboxRows(t.db)).every((row) => row.doneAt !== null)) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('POST /auth/password-reset', () => {
  it('mails a link on the configured address whatever the Host; it sets a new password once and ends every session', async () => {
    const [member] = await newMembers(t, 1, 'forgetful')
    if (!member) throw new Error('no member')
    const elsewhere = (await logIn(member.email, 'member-password')).as(accessTokenSchema).access_token

    const asked = await ask(member.email.toUpperCase(), { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' })
    expect(asked.status).toBe(202)
    expect(asked.as(messageSchema)).toEqual({ message: messages.resetRequested })
    const [received] = await mail.waitFor((each) => each.recipients.includes(member.email))
    if (!received) throw new Error('no mail')
    expect(received.subject).toBe('Reset your Teahouse password')
    expect(received.headers.get('from')).toContain('no-reply@teahouse.example')
    expect(received.text + received.html).not.toContain('evil.example')
    const token = tokenIn(received)

    expect((await choose(token, 'a brand new password')).status).toBe(204)
    for (const session of [member.token, elsewhere]) expect((await t.request('/users/@me', { token: session })).status).toBe(401)
    expect((await logIn(member.email, 'member-password')).status).toBe(401)
    expect((await logIn(member.email, 'a brand new password')).status).toBe(200)

    const again = await choose(token, 'yet another password')
    expect([again.status, again.body]).toEqual([400, { message: messages.resetLinkUsed }])
    expect((await logIn(member.email, 'a brand new password')).status).toBe(200)
  })

  it('spends every link of the account with the one used, and with a new password', async () => {
    const [member] = await newMembers(t, 1, 'twice')
    if (!member) throw new Error('no member')
    for (let time = 0; time < 2; time++) expect((await ask(member.email)).status).toBe(202)
    const [first, second] = (await mail.waitFor((each) => each.recipients.includes(member.email), 2)).map(tokenIn)
    if (!first || !second) throw new Error('no links')
    expect((await choose(second, 'the second link wins')).status).toBe(204)
    const spent = await choose(first, 'the first link comes late')
    expect([spent.status, spent.body]).toEqual([400, { message: messages.resetLinkUsed }])

    // A link asked for before a password change no longer undoes it.
    const token = (await logIn(member.email, 'the second link wins')).as(accessTokenSchema).access_token
    expect((await ask(member.email)).status).toBe(202)
    const [, , third] = await mail.waitFor((each) => each.recipients.includes(member.email), 3)
    if (!third) throw new Error('no third mail')
    const changed = await t.request('/users/@me/password', {
      method: 'POST',
      token,
      json: { current_password: 'the second link wins', new_password: 'changed by hand' },
    })
    expect(changed.status).toBe(204)
    expect((await choose(tokenIn(third), 'from an old link')).status).toBe(400)
    expect((await logIn(member.email, 'changed by hand')).status).toBe(200)
  })

  it('answers an unknown address as a known one, and mails nobody', async () => {
    const before = mail.received.length
    const asked = await ask('nobody-at-all@example.com')
    expect([asked.status, asked.body]).toEqual([202, { message: messages.resetRequested }])
    await outboxSettled()
    expect(mail.received.length).toBe(before)
    expect(mailsTo('nobody-at-all@example.com')).toEqual([])
  })

  it('refuses an expired, a forged or a malformed link, and a weak or over-long password, changing nothing', async () => {
    const [member] = await newMembers(t, 1, 'careful')
    if (!member) throw new Error('no member')
    expect((await ask(member.email)).status).toBe(202)
    const [received] = await mail.waitFor((each) => each.recipients.includes(member.email))
    if (!received) throw new Error('no mail')
    const token = tokenIn(received)

    expect((await choose(token, 'short')).status).toBe(400)
    expect((await choose(token, 'x'.repeat(201))).status).toBe(400)
    expect((await choose(token, 12345678)).status).toBe(400)
    for (const forged of [randomToken(), 'not-a-token', `${token.slice(0, -1)}A`]) {
      if (forged === token) continue
      const refused = await choose(forged, 'a fine new password')
      expect([refused.status, refused.body]).toEqual([400, { message: messages.resetLinkInvalid }])
    }
    expect((await logIn(member.email, 'member-password')).status).toBe(200)
    const sessions = async (token: string) => (await t.request('/users/@me/sessions', { token })).as(sessionsSchema)
    const first = (await sessions(member.token)).find((session) => session.current)?.id

    t.clock.advance(61 * 60)
    const late = await choose(token, 'a fine new password')
    expect([late.status, late.body]).toEqual([400, { message: messages.resetLinkExpired }])
    const again = await logIn(member.email, 'member-password')
    expect(again.status).toBe(200)
    // No session ended either.
    expect((await sessions(again.as(accessTokenSchema).access_token)).some((session) => session.id === first)).toBe(true)
  })

  it('refuses a malformed request with 400 and queues nothing', async () => {
    const before = (await outboxRows(t.db)).length
    for (const json of [{}, { email: 'not an address' }, { email: 'a@example.com\r\nBcc: evil@example.com' }, { email: 42 }]) {
      expect((await t.request('/auth/password-reset', { method: 'POST', json })).status, JSON.stringify(json)).toBe(400)
    }
    expect((await t.request('/auth/password-reset', { method: 'POST', body: 'email=a@example.com' })).status).toBe(415)
    expect((await outboxRows(t.db)).length).toBe(before)
  })

  it('keeps what it must send while the mail server is down, and sends each once when it is back', async () => {
    const members = await newMembers(t, 10, 'patient')
    await mail.stop()
    for (const member of members) expect((await ask(member.email)).status).toBe(202)
    // Each was tried and not taken: the outbox says why and keeps it.
    await expect.poll(async () => (await outboxRows(t.db)).filter((row) => row.lastError && !row.doneAt).length).toBe(10)
    await mail.start()
    for (const member of members) await mail.waitFor((each) => each.recipients.includes(member.email))
    await outboxSettled()
    for (const member of members) expect(mailsTo(member.email)).toHaveLength(1)
    // Each link works.
    const [first] = members
    const [received] = first ? mailsTo(first.email) : []
    if (!first || !received) throw new Error('no mail')
    expect((await choose(tokenIn(received), 'came back in the end')).status).toBe(204)
  })

  it('puts nothing a user wrote into a header: a name with a line break stays in the body, on one line', async () => {
    const [member] = await newMembers(t, 1, 'mallory')
    if (!member) throw new Error('no member')
    await setUsername(t.db, member.id, 'mallory\r\nBcc: evil@example.com')
    expect((await ask(member.email)).status).toBe(202)
    const [received] = await mail.waitFor((each) => each.recipients.includes(member.email))
    if (!received) throw new Error('no mail')
    expect(received.recipients).toEqual([member.email])
    expect(received.headers.has('bcc')).toBe(false)
    expect(received.text).toContain('Hello mallory Bcc: evil@example.com,')
    expect(mail.received.some((each) => each.recipients.includes('evil@example.com'))).toBe(false)
  })

  it('takes as long for an unknown address as for a known one (median of 100 each, interleaved)', async () => {
    const [member] = await newMembers(t, 1, 'timed')
    if (!member) throw new Error('no member')
    const known: number[] = []
    const unknown: number[] = []
    for (let index = 0; index < 200; index++) {
      // Each answer timed alone: the mail sent after one is not counted against the next.
      await t.outbox.idle()
      const isKnown = index % 2 === 0
      const started = performance.now()
      const answer = await ask(isKnown ? member.email : `stranger-${index}@example.com`)
      const took = performance.now() - started
      expect(answer.status).toBe(202)
      ;(isKnown ? known : unknown).push(took)
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b)
      return ((sorted[49] ?? 0) + (sorted[50] ?? 0)) / 2
    }
    const [knownMs, unknownMs] = [median(known), median(unknown)]
    expect(Math.abs(knownMs - unknownMs), `known ${knownMs.toFixed(2)} ms, unknown ${unknownMs.toFixed(2)} ms`).toBeLessThanOrEqual(5)
  })
})
