import { describe, expect, it } from 'vitest'
import { sessionsSchema } from '../../src/contract/schemas/accounts'
import { accessTokenSchema } from '../../src/contract/schemas/auth'
import { meSchema } from '../../src/contract/schemas/me'
import { messages } from '../lib/api-error'
import { openEvents } from '../test/event-stream'
import { useTestServer } from '../test/harness'
import { newMembers } from '../test/members'

// The account's own keeping (design.md, "Accounts"): its sessions, and changing its password.
const t = useTestServer()
const missing = '00000000-0000-4000-8000-000000000000'

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

async function logIn(email: string, password: string, userAgent: string) {
  const answer = await t.request('/auth/login', { method: 'POST', json: { email, password }, headers: { 'User-Agent': userAgent } })
  expect(answer.status, answer.text).toBe(200)
  return answer.as(accessTokenSchema).access_token
}

const sessionsOf = async (token: string) => (await t.request('/users/@me/sessions', { token })).as(sessionsSchema)
const signedIn = async (token: string) => (await t.request('/users/@me', { token })).status === 200

describe('GET /users/@me/sessions', () => {
  it('lists each browser signed in, the one used last first, with its device and which is this one', async () => {
    const [member] = await newMembers(t, 1, 'traveller')
    if (!member) throw new Error('no member')
    t.clock.advance(1)
    const laptop = await logIn(member.email, 'member-password', FIREFOX)
    t.clock.advance(1)
    const phone = await logIn(member.email, 'member-password', IPHONE)

    const fromPhone = await sessionsOf(phone)
    expect(fromPhone.map((session) => [session.device, session.current])).toEqual([
      ['Safari on iOS', true],
      ['Firefox on Linux', false],
      [expect.any(String), false],
    ])
    expect((await sessionsOf(laptop)).find((session) => session.current)?.device).toBe('Firefox on Linux')
    expect(Date.parse(fromPhone[0]?.last_used_at ?? '')).toBeGreaterThan(Date.parse(fromPhone[1]?.last_used_at ?? ''))
    // Another's sessions are never shown.
    const others = await sessionsOf(await t.login('bo'))
    expect(others.some((session) => fromPhone.some((mine) => mine.id === session.id))).toBe(false)
    expect((await t.request('/users/@me/sessions')).status).toBe(401)
  })
})

describe('DELETE /users/@me/sessions', () => {
  it('ends one session by id, or every one but this; another user’s or an unknown session is 404', async () => {
    const [member] = await newMembers(t, 1, 'tidy')
    if (!member) throw new Error('no member')
    const laptop = await logIn(member.email, 'member-password', FIREFOX)
    const phone = await logIn(member.email, 'member-password', IPHONE)
    const laptopSession = (await sessionsOf(laptop)).find((session) => session.current)?.id ?? ''

    const bo = await t.login('bo')
    expect((await t.request(`/users/@me/sessions/${laptopSession}`, { method: 'DELETE', token: bo })).status).toBe(404)
    expect((await t.request(`/users/@me/sessions/${missing}`, { method: 'DELETE', token: phone })).status).toBe(404)
    expect((await t.request('/users/@me/sessions/nope', { method: 'DELETE', token: phone })).status).toBe(400)
    expect(await signedIn(laptop)).toBe(true)

    expect((await t.request(`/users/@me/sessions/${laptopSession}`, { method: 'DELETE', token: phone })).status).toBe(204)
    expect(await signedIn(laptop)).toBe(false)
    expect(await signedIn(phone)).toBe(true)

    expect((await t.request('/users/@me/sessions', { method: 'DELETE', token: phone })).status).toBe(204)
    expect(await signedIn(member.token)).toBe(false)
    expect(await signedIn(phone)).toBe(true)
    expect((await sessionsOf(phone)).map((session) => session.current)).toEqual([true])
    expect(await signedIn(bo)).toBe(true)
  })
})

describe('POST /users/@me/password', () => {
  it('changes the password given the current one; the other sessions end, this one stays', async () => {
    const [member] = await newMembers(t, 1, 'changer')
    if (!member) throw new Error('no member')
    const other = await logIn(member.email, 'member-password', IPHONE)
    const change = (json: unknown, token = member.token) => t.request('/users/@me/password', { method: 'POST', token, json })

    const wrong = await change({ current_password: 'not it at all', new_password: 'a new password' })
    expect([wrong.status, wrong.body]).toEqual([400, { message: messages.wrongCurrentPassword }])
    expect((await change({ current_password: 'member-password', new_password: 'short' })).status).toBe(400)
    expect((await change({ current_password: 'member-password', new_password: 'x'.repeat(201) })).status).toBe(400)
    expect((await change({ current_password: 'member-password' })).status).toBe(400)
    expect(
      (await t.request('/users/@me/password', { method: 'POST', json: { current_password: 'x', new_password: 'a new password' } })).status,
    ).toBe(401)
    expect(await signedIn(other)).toBe(true)

    expect((await change({ current_password: 'member-password', new_password: 'a new password' })).status).toBe(204)
    expect(await signedIn(member.token)).toBe(true)
    expect(await signedIn(other)).toBe(false)
    expect((await t.request('/auth/login', { method: 'POST', json: { email: member.email, password: 'member-password' } })).status).toBe(
      401,
    )
    await logIn(member.email, 'a new password', FIREFOX)
  })
})

describe('signing out elsewhere, live', () => {
  it("tells the account's open streams at once; those of the sessions that ended end, this one's stays", async () => {
    const [member] = await newMembers(t, 1, 'watched')
    if (!member) throw new Error('no member')
    const laptop = await logIn(member.email, 'member-password', FIREFOX)
    const listening = await t.listen()
    try {
      const [here, there, someoneElse] = await Promise.all([
        openEvents(listening.url, { token: member.token }),
        openEvents(listening.url, { token: laptop }),
        openEvents(listening.url, { token: await t.login('bo') }),
      ])
      expect([here.status, there.status, someoneElse.status]).toEqual([200, 200, 200])
      expect((await t.request('/users/@me/sessions', { method: 'DELETE', token: member.token })).status).toBe(204)
      await t.events.settled()

      await there.waitFor((event) => event.type === 'sessions_ended')
      await there.waitForEnd()
      await here.waitFor((event) => event.type === 'sessions_ended')
      expect(here.ended).toBe(false)
      expect(someoneElse.events.some((event) => event.type === 'sessions_ended')).toBe(false)
      expect(someoneElse.ended).toBe(false)
      for (const stream of [here, someoneElse]) stream.close()
    } finally {
      await listening.close()
    }
  })
})

describe('PATCH /users/@me', () => {
  it('changes the username, unique in any letter case; bad names are 400, nothing else may change', async () => {
    const [member, other] = await newMembers(t, 2, 'renamer')
    if (!member || !other) throw new Error('no members')
    const rename = (json: unknown, token = member.token) => t.request('/users/@me', { method: 'PATCH', token, json })

    const renamed = await rename({ username: '  Tea.Lover_2 ' })
    expect(renamed.status, renamed.text).toBe(200)
    expect(renamed.as(meSchema)).toMatchObject({ id: member.id, username: 'Tea.Lover_2' })
    expect((await t.request('/users/@me', { token: member.token })).as(meSchema).username).toBe('Tea.Lover_2')

    const taken = await rename({ username: 'tea.LOVER_2' }, other.token)
    expect([taken.status, taken.body]).toEqual([409, { message: messages.usernameTaken }])
    // Their own name in other letters is theirs to take.
    expect((await rename({ username: 'tea.lover_2' })).status).toBe(200)
    for (const bad of ['a', 'x'.repeat(33), 'two words', 'mallory\r\nBcc: evil@example.com', '<b>', '']) {
      expect((await rename({ username: bad })).status, JSON.stringify(bad)).toBe(400)
    }
    expect((await rename({ email: 'new@example.com' })).status).toBe(400)
    expect((await rename({})).status).toBe(400)
    expect((await t.request('/users/@me', { method: 'PATCH', json: { username: 'nobody-here' } })).status).toBe(401)
    expect((await t.request('/users/@me', { token: member.token })).as(meSchema).username).toBe('tea.lover_2')

    // A name taken in other letters is taken for a new account too: it gets the next number.
    expect((await rename({ username: 'Fresh-0' }, other.token)).status).toBe(200)
    const [fresh] = await newMembers(t, 1, 'fresh')
    expect((await t.request('/users/@me', { token: fresh?.token })).as(meSchema).username).toBe('fresh-02')
  })
})
