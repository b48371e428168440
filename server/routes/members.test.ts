import { describe, expect, it } from 'vitest'
import { meSchema } from '../../src/contract/schemas/me'
import { memberPageSchema } from '../../src/contract/schemas/members'
import { moderationLogPageSchema } from '../../src/contract/schemas/moderation'
import { addMember, createUser } from '../db/queries/users'
import { messages } from '../lib/api-error'
import { useTestServer, type DemoUser } from '../test/harness'
import { newMembers } from '../test/members'

const t = useTestServer()
const missing = '00000000-0000-4000-8000-000000000000'

const as = async (who: DemoUser | string | null) =>
  who === null ? null : who === 'ada' || who === 'bo' || who === 'cy' ? await t.login(who) : who
const members = async (who: DemoUser | string | null, query = '') =>
  t.request(`/realms/${await t.realmId('demo')}/members${query}`, { token: await as(who) })
const setRole = async (who: DemoUser | string, userId: string, role: string) =>
  t.request(`/realms/${await t.realmId('demo')}/members/${userId}`, { method: 'PATCH', token: await as(who), json: { role } })
const remove = async (who: DemoUser | string, userId: string) =>
  t.request(`/realms/${await t.realmId('demo')}/members/${userId}`, { method: 'DELETE', token: await as(who) })
const roleOf = async (token: string) =>
  (await t.request('/users/@me', { token })).as(meSchema).realms.find((realm) => realm.slug === 'demo')?.role ?? null

describe('GET /realms/{realm_id}/members', () => {
  it('lists the members newest first, 50 a page, finds them by username, for moderators only', async () => {
    const realmId = await t.realmId('demo')
    for (let index = 0; index < 50; index++) {
      const user = await createUser(t.db, `listed-${index}@example.com`, 'not-a-real-hash')
      if (!user) throw new Error('no user')
      await t.db.transaction((tx) => addMember(tx, realmId, user.id))
    }
    const first = (await members('ada')).as(memberPageSchema)
    expect(first.members).toHaveLength(50)
    expect(first.members[0]).toMatchObject({ username: 'listed-49', role: 'member', avatar: null })
    const next = first.cursor.next ?? ''
    const second = (await members('ada', `?cursor=${encodeURIComponent(next)}`)).as(memberPageSchema)
    const usernames = [...first.members, ...second.members].map((member) => member.username)
    expect(new Set(usernames).size).toBe(usernames.length)
    expect(usernames).toEqual(expect.arrayContaining(['ada', 'bo']))
    expect(second.members.find((member) => member.username === 'ada')).toMatchObject({ role: 'moderator' })
    const found = (await members('ada', '?q=listed-1')).as(memberPageSchema).members.map((member) => member.username)
    expect(found.sort()).toEqual(['listed-1', ...Array.from({ length: 10 }, (_, index) => `listed-1${index}`)].sort())
    expect((await members('ada', '?q=%25')).as(memberPageSchema).members).toEqual([])
    expect((await members('bo')).status).toBe(403)
    expect((await members('cy')).status).toBe(403)
    expect((await members(null)).status).toBe(401)
    expect((await members('ada', '?cursor=nonsense')).status).toBe(400)
  })
})

describe('members run by moderators', () => {
  it('promotes and demotes, and never leaves the realm without a moderator, even when two try at once', async () => {
    const [helper] = await newMembers(t, 1, 'helper')
    if (!helper) throw new Error('no member')
    const ada = await t.login('ada')
    const adaId = (await t.request('/users/@me', { token: ada })).as(meSchema).id
    expect((await setRole(helper.token, adaId, 'member')).status).toBe(403)
    expect((await setRole('ada', helper.id, 'moderator')).status).toBe(204)
    expect(await roleOf(helper.token)).toBe('moderator')
    expect((await members(helper.token)).status).toBe(200)

    // Both moderators step down at once: one of them must stay.
    const [first, second] = await Promise.all([setRole('ada', adaId, 'member'), setRole(helper.token, helper.id, 'member')])
    expect([first.status, second.status].sort()).toEqual([204, 409])
    // The one refused is still a moderator, the other not.
    const adaStayed = first.status === 409
    const stayed = adaStayed ? ada : helper.token
    expect((adaStayed ? first : second).body).toEqual({ message: messages.lastModerator })
    expect(await roleOf(stayed)).toBe('moderator')
    expect(await roleOf(adaStayed ? helper.token : ada)).toBe('member')
    // The last moderator can neither be taken out nor leave.
    expect((await remove(stayed, adaStayed ? adaId : helper.id)).status).toBe(409)
    expect((await remove(stayed, '@me')).status).toBe(409)
    // Back as the seed had it.
    if (!adaStayed) {
      expect((await setRole(helper.token, adaId, 'moderator')).status).toBe(204)
      expect((await setRole('ada', helper.id, 'member')).status).toBe(204)
    }
    expect(await roleOf(ada)).toBe('moderator')
    expect((await setRole('ada', missing, 'moderator')).status).toBe(404)
    expect((await setRole('ada', adaId, 'owner')).status).toBe(400)
    const log = (await t.request(`/realms/${await t.realmId('demo')}/moderation-log`, { token: ada })).as(moderationLogPageSchema)
    expect(log.entries.some((entry) => entry.action === 'member_role_changed' && entry.detail === 'helper-0: moderator')).toBe(true)
  })

  it('takes a member out: their next request to a members-only board is refused with the token they hold; they keep their account and other realms', async () => {
    const [leaver] = await newMembers(t, 1, 'outcast')
    if (!leaver) throw new Error('no member')
    const elsewhere = await t.realmId('elsewhere')
    await t.db.transaction((tx) => addMember(tx, elsewhere, leaver.id))
    const backRoom = `/feeds/boards/${await t.boardId('back-room')}`
    expect((await t.request(backRoom, { token: leaver.token })).status).toBe(200)
    expect((await remove('bo', leaver.id)).status).toBe(403)
    expect((await remove('ada', leaver.id)).status).toBe(204)
    expect((await t.request(backRoom, { token: leaver.token })).status).toBe(403)
    const me = (await t.request('/users/@me', { token: leaver.token })).as(meSchema)
    expect(me.realms.map((realm) => realm.slug)).toEqual(['elsewhere'])
    expect((await remove('ada', leaver.id)).status).toBe(404)
  })

  it('lets a member leave by themselves (@me)', async () => {
    const [quitter] = await newMembers(t, 1, 'quitter')
    if (!quitter) throw new Error('no member')
    expect((await remove(quitter.token, '@me')).status).toBe(204)
    expect(await roleOf(quitter.token)).toBe(null)
    expect((await remove(quitter.token, '@me')).status).toBe(404)
    const log = (await t.request(`/realms/${await t.realmId('demo')}/moderation-log`, { token: await t.login('ada') })).as(
      moderationLogPageSchema,
    )
    expect(log.entries[0]).toMatchObject({ action: 'member_left', moderator: { username: 'quitter-0' }, target: { kind: 'member' } })
  })
})
