import { describe, expect, it } from 'vitest'
import { inviteCreatedSchema, inviteListSchema, inviteStatusSchema } from '../../src/contract/schemas/invite'
import { moderationLogPageSchema } from '../../src/contract/schemas/moderation'
import { messages } from '../lib/api-error'
import { useTestServer, type DemoUser } from '../test/harness'

const t = useTestServer()
const missing = '00000000-0000-4000-8000-000000000000'

async function invite(body: Record<string, unknown> = {}) {
  const realmId = await t.realmId('demo')
  const made = await t.request(`/realms/${realmId}/invites`, { method: 'POST', token: await t.login('ada'), json: body })
  expect(made.status, made.text).toBe(200)
  return { realmId, nonce: made.as(inviteCreatedSchema).nonce }
}

async function list(who: DemoUser | null = 'ada') {
  return t.request(`/realms/${await t.realmId('demo')}/invites`, { token: who ? await t.login(who) : null })
}

const revoke = async (realmId: string, key: string, who: DemoUser = 'ada') =>
  t.request(`/realms/${realmId}/invites/${key}`, { method: 'DELETE', token: await t.login(who) })

const accept = (realmId: string, nonce: string, email: string) =>
  t.request(`/realms/${realmId}/invites/${nonce}`, { method: 'POST', json: { email, password: 'a-new-password' } })

describe('GET /realms/{realm_id}/invites', () => {
  it('lists the invites newest first, with label, email, status and who made them, for moderators only', async () => {
    await invite({ label: '  For the book club ' })
    await invite({ email: 'Someone@Example.com' })
    const answer = await list()
    expect(answer.status, answer.text).toBe(200)
    const [bound, labelled] = answer.as(inviteListSchema).invites
    expect(bound).toMatchObject({ label: null, email: 'someone@example.com', status: 'pending', created_by: { username: 'ada' } })
    expect(labelled).toMatchObject({ label: 'For the book club', email: null, status: 'pending' })
    expect(answer.text).not.toMatch(/nonce/)
    expect((await list('bo')).status).toBe(403)
    expect((await list('cy')).status).toBe(403)
    expect((await list(null)).status).toBe(401)
    expect((await t.request(`/realms/${missing}/invites`, { token: await t.login('ada') })).status).toBe(404)
    const blank = await t.request(`/realms/${await t.realmId('demo')}/invites`, {
      method: 'POST',
      token: await t.login('ada'),
      json: { label: ' ' },
    })
    expect(blank.status).toBe(400)
  })
})

describe('DELETE /realms/{realm_id}/invites/{nonce}', () => {
  it('takes an invite back by its id or its nonce: its page says so and nobody can accept it', async () => {
    const byId = await invite({ label: 'Taken back by id' })
    const id = (await list()).as(inviteListSchema).invites[0]?.id ?? missing
    expect((await revoke(byId.realmId, id, 'bo')).status).toBe(403)
    expect((await revoke(byId.realmId, id)).status).toBe(204)
    expect((await revoke(byId.realmId, id)).status).toBe(204)
    const status = (await t.request(`/realms/${byId.realmId}/invites/${byId.nonce}`)).as(inviteStatusSchema)
    expect(status.invite_status).toBe('revoked')
    const refused = await accept(byId.realmId, byId.nonce, 'too-late@example.com')
    expect([refused.status, refused.body]).toEqual([403, { message: messages.inviteNoLongerValid }])
    expect((await list()).as(inviteListSchema).invites[0]).toMatchObject({ id, status: 'revoked' })

    const byNonce = await invite()
    expect((await revoke(byNonce.realmId, byNonce.nonce)).status).toBe(204)
    expect((await t.request(`/realms/${byNonce.realmId}/invites/${byNonce.nonce}`)).as(inviteStatusSchema).invite_status).toBe('revoked')
    const log = (await t.request(`/realms/${byId.realmId}/moderation-log`, { token: await t.login('ada') })).as(moderationLogPageSchema)
    expect(log.entries.filter((entry) => entry.action === 'invite_revoked')).toHaveLength(2)
    expect(log.entries.find((entry) => entry.action === 'invite_created' && entry.detail === 'Taken back by id')).toBeDefined()
  })

  it('refuses a used invite (409) and an unknown one (404), changing nothing', async () => {
    const used = await invite()
    expect((await accept(used.realmId, used.nonce, 'joined-first@example.com')).status).toBe(200)
    const refused = await revoke(used.realmId, used.nonce)
    expect([refused.status, refused.body]).toEqual([409, { message: messages.inviteUsed }])
    expect((await t.request(`/realms/${used.realmId}/invites/${used.nonce}`)).as(inviteStatusSchema).invite_status).toBe('used')
    expect((await revoke(used.realmId, missing)).status).toBe(404)
    expect((await revoke(used.realmId, 'no-such-nonce')).status).toBe(404)
  })

  it('has exactly one winner when an accept and a revoke come at once', async () => {
    for (let round = 0; round < 8; round++) {
      const pending = await invite()
      const [accepted, revoked] = await Promise.all([
        accept(pending.realmId, pending.nonce, `racer-${round}@example.com`),
        revoke(pending.realmId, pending.nonce),
      ])
      const outcome = [accepted.status, revoked.status]
      expect([
        [200, 409],
        [403, 204],
      ]).toContainEqual(outcome)
      const status = (await t.request(`/realms/${pending.realmId}/invites/${pending.nonce}`)).as(inviteStatusSchema).invite_status
      expect(status).toBe(outcome[0] === 200 ? 'used' : 'revoked')
    }
  })
})
