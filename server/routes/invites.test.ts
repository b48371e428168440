import { describe, expect, it } from 'vitest'
import { inviteAcceptedSchema, inviteCreatedSchema, inviteStatusSchema } from '../../src/contract/schemas/invite'
import { meSchema } from '../../src/contract/schemas/me'
import { createInvite, INVITE_TTL_MS } from '../db/queries/invites'
import { createUser, findUserByEmail } from '../db/queries/users'
import { messages } from '../lib/api-error'
import { hashPassword } from '../lib/passwords'
import { appOrigin } from '../http/app-origin'
import { testConfig, useTestServer } from '../test/harness'

const t = useTestServer()
const missing = '00000000-0000-4000-8000-000000000000'

/** A fresh invite to the demo realm, made by ada (a moderator there). */
async function newInvite(email?: string) {
  const realmId = await t.realmId('demo')
  const answer = await t.request(`/realms/${realmId}/invites`, {
    method: 'POST',
    token: await t.login('ada'),
    json: email ? { email } : {},
  })
  expect(answer.status, answer.text).toBe(200)
  const { nonce, invite_url } = answer.as(inviteCreatedSchema)
  return { realmId, nonce, inviteUrl: invite_url, path: `/realms/${realmId}/invites/${nonce}` }
}

const accept = (path: string, init: { json?: unknown; token?: string } = {}) => t.request(path, { method: 'POST', ...init })

let takers = 0

/** An invite that can no longer be accepted: taken by a newcomer, or made more than seven days ago. */
async function spentInvite(kind: 'used' | 'expired') {
  if (kind === 'used') {
    const invite = await newInvite()
    const email = `taker-${++takers}@example.com`
    const taken = await accept(invite.path, { json: { email, password: 'taker-password' } })
    expect(taken.status, taken.text).toBe(200)
    return invite
  }
  const realmId = await t.realmId('demo')
  const nonce = await createInvite(t.db, { realmId, createdBy: null, now: new Date(t.clock.now().getTime() - INVITE_TTL_MS - 1000) })
  return { realmId, nonce, path: `/realms/${realmId}/invites/${nonce}` }
}

async function loginAs(email: string, password: string) {
  return t.request('/auth/login', { method: 'POST', json: { email, password } })
}

describe('POST /realms/{realm_id}/invites/{nonce}', () => {
  it('creates an account for a newcomer, who can then log in as a member', async () => {
    const invite = await newInvite()
    const answer = await accept(invite.path, { json: { email: 'Newcomer@Example.com', password: 'newcomer-password' } })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.as(inviteAcceptedSchema)).toEqual({ realm_id: invite.realmId, realm_slug: 'demo' })
    expect(answer.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(answer.headers.get('Set-Cookie')).toBeNull() // accepting does not log in

    const login = await loginAs('newcomer@example.com', 'newcomer-password')
    expect(login.status).toBe(200)
    const token = (login.body as { access_token: string }).access_token
    const me = (await t.request('/users/@me', { token })).as(meSchema)
    expect(me).toMatchObject({ email: 'newcomer@example.com', username: 'newcomer' })
    expect(me.realms).toEqual([{ id: invite.realmId, slug: 'demo', name: 'Demo Realm', role: 'member' }])
  })

  it('lets an existing account join with its password', async () => {
    await createUser(t.db, 'drifter@example.com', await hashPassword('drifter-password'))
    const invite = await newInvite()
    const answer = await accept(invite.path, { json: { email: 'drifter@example.com', password: 'drifter-password' } })
    expect(answer.status, answer.text).toBe(200)
    const token = ((await loginAs('drifter@example.com', 'drifter-password')).body as { access_token: string }).access_token
    const me = (await t.request('/users/@me', { token })).as(meSchema)
    expect(me.realms.map((realm) => realm.slug)).toEqual(['demo'])
  })

  it('refuses an existing account with the wrong password, and keeps the invite', async () => {
    const invite = await newInvite()
    const wrong = await accept(invite.path, { json: { email: 'bo@example.com', password: 'not-bos-password' } })
    expect([wrong.status, wrong.body]).toEqual([401, { message: messages.wrongCredentials }])
    const status = (await t.request(invite.path)).as(inviteStatusSchema)
    expect(status.invite_status).toBe('pending')
  })

  it('lets a logged-in user join without a body', async () => {
    const cy = await t.login('cy')
    const invite = await newInvite()
    const joined = await accept(invite.path, { token: cy })
    expect(joined.status, joined.text).toBe(200)
    expect(joined.as(inviteAcceptedSchema)).toEqual({ realm_id: invite.realmId, realm_slug: 'demo' })
    const me = (await t.request('/users/@me', { token: cy })).as(meSchema)
    expect(me.realms.map((realm) => realm.slug)).toEqual(['demo', 'elsewhere'])
  })

  it('answers 404 for an unknown invite or realm', async () => {
    const invite = await newInvite()
    const body = { json: { email: 'x@example.com', password: 'long-enough' } }
    const unknownNonce = await accept(`/realms/${invite.realmId}/invites/not-a-real-nonce`, body)
    expect([unknownNonce.status, unknownNonce.body]).toEqual([404, { message: messages.inviteNotFound }])
    const unknownRealm = await accept(`/realms/${missing}/invites/${invite.nonce}`, body)
    expect([unknownRealm.status, unknownRealm.body]).toEqual([404, { message: messages.inviteNotFound }])
  })

  it('answers 400 when a new account is needed but no email and password came', async () => {
    const invite = await newInvite()
    for (const init of [{}, { json: {} }, { json: { email: 'only@example.com' } }]) {
      const answer = await accept(invite.path, init)
      expect([answer.status, answer.body], JSON.stringify(init)).toEqual([400, { message: messages.inviteNeedsAccount }])
    }
  })

  it('answers 403 for a used invite, an expired one, and another email', async () => {
    const used = await newInvite()
    expect((await accept(used.path, { json: { email: 'first@example.com', password: 'first-password' } })).status).toBe(200)
    const second = await accept(used.path, { json: { email: 'second@example.com', password: 'second-password' } })
    expect([second.status, second.body]).toEqual([403, { message: messages.inviteNoLongerValid }])
    expect((await t.request(used.path)).as(inviteStatusSchema).invite_status).toBe('used')
    // The refused newcomer got no account.
    expect((await loginAs('second@example.com', 'second-password')).status).toBe(401)

    const bound = await newInvite('Invited@Example.com')
    expect((await t.request(bound.path)).as(inviteStatusSchema).requires_email).toBe(true)
    const mismatch = await accept(bound.path, { json: { email: 'intruder@example.com', password: 'intruder-pass' } })
    expect([mismatch.status, mismatch.body]).toEqual([403, { message: messages.inviteEmailMismatch }])
    const match = await accept(bound.path, { json: { email: 'invited@example.com', password: 'invited-pass' } })
    expect(match.status, match.text).toBe(200)

    const expiring = await newInvite()
    t.clock.advance(7 * 24 * 3600 + 1)
    expect((await t.request(expiring.path)).as(inviteStatusSchema).invite_status).toBe('expired')
    const expired = await accept(expiring.path, { json: { email: 'late@example.com', password: 'late-password' } })
    expect([expired.status, expired.body]).toEqual([403, { message: messages.inviteNoLongerValid }])
  })

  it('answers 409 for a member of the realm', async () => {
    const invite = await newInvite()
    const answer = await accept(invite.path, { token: await t.login('bo') })
    expect([answer.status, answer.body]).toEqual([409, { message: messages.alreadyMember }])
    expect((await t.request(invite.path)).as(inviteStatusSchema).invite_status).toBe('pending')
  })
})

describe('the order of the invite checks (docs/decisions/019-invite-checks-before-credentials.md)', () => {
  it('answers an unknown invite 404 before anything else, a token included', async () => {
    const realmId = await t.realmId('demo')
    for (const init of [{}, { token: 'not-a-token' }, { json: { email: 'cy@example.com', password: 'not-cys-password' } }]) {
      const unknown = await accept(`/realms/${realmId}/invites/no-such-nonce`, init)
      expect([unknown.status, unknown.body], JSON.stringify(init)).toEqual([404, { message: messages.inviteNotFound }])
    }
  })

  it.each([
    ['a used', 'used'],
    ['an expired', 'expired'],
  ] as const)('answers %s invite 403 before the body or the token is looked at', async (_name, kind) => {
    const invite = await spentInvite(kind)
    const attempts: [string, { json?: unknown; token?: string }][] = [
      ['no body', {}],
      ['an email without a password', { json: { email: 'cy@example.com' } }],
      ['a member', { token: await t.login('bo') }],
      ['a logged-in non-member', { token: await t.login('cy') }],
      ['an unknown token', { token: 'not-a-token' }],
    ]
    for (const [name, init] of attempts) {
      const answer = await accept(invite.path, init)
      expect([answer.status, answer.body], name).toEqual([403, { message: messages.inviteNoLongerValid }])
    }
  })

  it('then, on a pending invite: no credentials 400, wrong password 401, member 409', async () => {
    const invite = await newInvite()
    const noCredentials = await accept(invite.path)
    expect([noCredentials.status, noCredentials.body]).toEqual([400, { message: messages.inviteNeedsAccount }])
    const wrongForMember = await accept(invite.path, { json: { email: 'bo@example.com', password: 'not-bos-password' } })
    expect([wrongForMember.status, wrongForMember.body]).toEqual([401, { message: messages.wrongCredentials }])
    const member = await accept(invite.path, { json: { email: 'bo@example.com', password: 'bo-password-1' } })
    expect([member.status, member.body]).toEqual([409, { message: messages.alreadyMember }])
    expect((await t.request(invite.path)).as(inviteStatusSchema).invite_status).toBe('pending')
  })

  it('answers a bound invite 403 for another email whether it has an account or not, whatever the password', async () => {
    const bound = await newInvite('cy@example.com')
    const noCredentials = await accept(bound.path, { json: { email: 'bo@example.com' } })
    expect([noCredentials.status, noCredentials.body]).toEqual([400, { message: messages.inviteNeedsAccount }])
    const attempts: [string, { json?: unknown; token?: string }][] = [
      ['an account, wrong password', { json: { email: 'bo@example.com', password: 'not-bos-password' } }],
      ['an account, right password', { json: { email: 'bo@example.com', password: 'bo-password-1' } }],
      ['no account', { json: { email: 'stranger@example.com', password: 'stranger-password' } }],
      ['logged in as another', { token: await t.login('bo') }],
    ]
    for (const [name, init] of attempts) {
      const answer = await accept(bound.path, init)
      expect([answer.status, answer.body], name).toEqual([403, { message: messages.inviteEmailMismatch }])
    }
    expect(await findUserByEmail(t.db, 'stranger@example.com')).toBeUndefined()
    // Its own address, with a wrong password, hears 401; the invite stays pending for it.
    const wrong = await accept(bound.path, { json: { email: 'CY@example.com', password: 'not-cys-password' } })
    expect([wrong.status, wrong.body]).toEqual([401, { message: messages.wrongCredentials }])
    expect((await t.request(bound.path)).as(inviteStatusSchema).invite_status).toBe('pending')

    const boundToMember = await newInvite('bo@example.com')
    const member = await accept(boundToMember.path, { token: await t.login('bo') })
    expect([member.status, member.body]).toEqual([409, { message: messages.alreadyMember }])
  })

  for (const kind of ['used', 'expired'] as const) {
    it(`with ${kind === 'used' ? 'a used' : 'an expired'} invite, an existing email with a wrong password, an existing email with the right one and an unknown email all get the same status and message`, async () => {
      const invite = await spentInvite(kind)
      const unknownEmail = `nobody-${kind}@example.com`
      const attempts: [string, { email: string; password: string }][] = [
        ['an existing email, wrong password', { email: 'cy@example.com', password: 'not-cys-password' }],
        ['an existing email, right password', { email: 'cy@example.com', password: 'cy-password-1' }],
        ['an unknown email', { email: unknownEmail, password: 'nobody-password' }],
      ]
      const answers = []
      for (const [name, json] of attempts) {
        const answer = await accept(invite.path, { json })
        expect([answer.status, answer.body], name).toEqual([403, { message: messages.inviteNoLongerValid }])
        answers.push(answer.text)
      }
      expect(new Set(answers).size).toBe(1) // byte for byte the same
      expect(await findUserByEmail(t.db, unknownEmail)).toBeUndefined()
      expect((await t.request(invite.path)).as(inviteStatusSchema).invite_status).toBe(kind)
    })
  }

  it('takes an empty JSON body from a logged-in user as no body', async () => {
    await createUser(t.db, 'quiet@example.com', await hashPassword('quiet-password'))
    const login = await loginAs('quiet@example.com', 'quiet-password')
    const invite = await newInvite()
    const answer = await t.request(invite.path, {
      method: 'POST',
      token: (login.body as { access_token: string }).access_token,
      body: '',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(answer.status, answer.text).toBe(200)
  })
})

describe('POST /realms/{realm_id}/invites (extension)', () => {
  it('is for moderators only, and links to the app', async () => {
    const realmId = await t.realmId('demo')
    const noUser = await t.request(`/realms/${realmId}/invites`, { method: 'POST' })
    expect(noUser.status).toBe(401)
    const member = await t.request(`/realms/${realmId}/invites`, { method: 'POST', token: await t.login('bo') })
    expect([member.status, member.body]).toEqual([403, { message: messages.inviteCreateForbidden }])
    const invite = await newInvite()
    expect(invite.inviteUrl).toMatch(new RegExp(`/invites/${realmId}/${invite.nonce}$`))
    expect(invite.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/) // 32 random bytes, base64url
  })

  it('links to the Host a request names only when that host is allowed, never to a foreign one', async () => {
    const realmId = await t.realmId('demo')
    const token = await t.login('ada')
    const linkFrom = async (origin: string) => {
      const answer = await t.app.request(`${origin}/api/realms/${realmId}/invites`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(answer.status).toBe(200)
      return inviteCreatedSchema.parse(await answer.json()).invite_url
    }
    expect(await linkFrom('http://127.0.0.1:5173')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:5173/invites/${realmId}/`))
    const foreign = await linkFrom('http://evil.example')
    expect(foreign).not.toContain('evil.example')
    expect(foreign).toMatch(new RegExp(`^http://localhost:${testConfig.port}/invites/${realmId}/`))
  })

  it('links to PUBLIC_URL whatever the request says', () => {
    const config = { ...testConfig, publicUrl: 'https://tea.example' }
    for (const url of ['http://evil.example/api/x', 'http://localhost:3000/api/x'])
      expect(appOrigin(config, url)).toBe('https://tea.example')
    expect(appOrigin({ ...testConfig, allowedHosts: ['tea.lan'] }, 'http://TEA.lan:3000/api/x')).toBe('http://tea.lan:3000')
  })
})

describe('rate limits on accepting', () => {
  const limited = useTestServer({ rateLimitPerMinute: 3 })

  it('come before every invite check, a spent invite and a malformed body included', async () => {
    const realmId = await limited.realmId('demo')
    const nonce = await createInvite(limited.db, {
      realmId,
      createdBy: null,
      now: new Date(limited.clock.now().getTime() - INVITE_TTL_MS - 1000),
    })
    const path = `/realms/${realmId}/invites/${nonce}`
    const attempt = (init: { json?: unknown; token?: string } = {}) => limited.request(path, { method: 'POST', ...init })
    for (let i = 0; i < 3; i++) {
      const answer = await attempt({ json: { email: 'cy@example.com', password: 'not-cys-password' } })
      expect([answer.status, answer.body]).toEqual([403, { message: messages.inviteNoLongerValid }])
    }
    for (const init of [
      { json: { email: 'cy@example.com', password: 'cy-password-1' } },
      { json: { email: 'not an email', password: 'x' } },
      { token: 'not-a-token' },
      {},
    ]) {
      const refused = await attempt(init)
      expect([refused.status, refused.body], JSON.stringify(init)).toEqual([429, { message: messages.rateLimited }])
    }
    const unknown = await limited.request(`/realms/${realmId}/invites/no-such-nonce`, { method: 'POST' })
    expect(unknown.status).toBe(429)
  })
})
