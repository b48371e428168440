import { describe, expect, it } from 'vitest'
import { settingsSchema } from '../../src/contract/schemas/decoration'
import { dexSchema } from '../../src/contract/schemas/dex'
import { meSchema } from '../../src/contract/schemas/me'
import { createUser } from '../db/queries/users'
import { threadsWithIdentityOf } from '../db/test-queries/lookups'
import { messages } from '../lib/api-error'
import { hashPassword } from '../lib/passwords'
import { useTestServer } from '../test/harness'
import { reply } from '../test/replies'

const t = useTestServer()

async function loginAs(email: string, password: string): Promise<string> {
  const answer = await t.request('/auth/login', { method: 'POST', json: { email, password } })
  return (answer.body as { access_token: string }).access_token
}

describe('GET /users/@me (extension)', () => {
  it('answers the user and their realms with roles', async () => {
    const me = (await t.request('/users/@me', { token: await t.login('ada') })).as(meSchema)
    expect(me).toMatchObject({ username: 'ada', email: 'ada@example.com' })
    expect(me.realms).toEqual([{ id: await t.realmId('demo'), slug: 'demo', name: 'Demo Realm', role: 'moderator' }])
  })
})

describe('GET /users/@me/dex', () => {
  it("lists the seasons of the user's realms with the identities caught in each", async () => {
    const { seasons } = (await t.request('/users/@me/dex', { token: await t.login('ada') })).as(dexSchema)
    const demoRealm = await t.realmId('demo')
    expect(seasons.map((season) => season.name)).toEqual(['First Flush', 'Second Flush'])
    for (const season of seasons) {
      expect(season.realm_id).toBe(demoRealm)
      expect(season.identities_count).toBe(20)
      const caught = season.caught_identities ?? []
      expect(caught.length).toBeGreaterThan(0)
      expect(caught.length).toBeLessThanOrEqual(season.identities_count)
      const indexes = caught.map((entry) => entry.index)
      expect(indexes).toEqual([...new Set(indexes)].sort((a, b) => a - b))
      for (const index of indexes) expect(index).toBeGreaterThanOrEqual(1)
    }
  })

  it('catches the identity a user is given in a new thread', async () => {
    await createUser(t.db, 'rookie@example.com', await hashPassword('rookie-password'))
    const token = await loginAs('rookie@example.com', 'rookie-password')
    expect((await t.request('/users/@me/dex', { token })).as(dexSchema)).toEqual({ seasons: [] })

    // cy belongs to elsewhere: an empty-handed season until cy posts there.
    const cy = await t.login('cy')
    const before = (await t.request('/users/@me/dex', { token: cy })).as(dexSchema)
    expect(before.seasons).toHaveLength(1)
    const caughtBefore = before.seasons[0]?.caught_identities?.map((entry) => entry.identity.name) ?? []
    // A harbor thread where cy holds no identity yet: the reply draws one.
    const cyId = await t.userId('cy')
    const held = await threadsWithIdentityOf(t.db, cyId)
    const fresh = (await t.threadsOn('harbor')).find((thread) => !held.has(thread.id))
    if (!fresh) throw new Error('cy holds an identity in every harbor thread')
    const posted = await reply(t, cy, fresh.starterId, 'Ahoy.')
    const after = (await t.request('/users/@me/dex', { token: cy })).as(dexSchema)
    const names = after.seasons[0]?.caught_identities?.map((entry) => entry.identity.name) ?? []
    expect(new Set(names)).toEqual(new Set([...caughtBefore, posted.secret_identity.name]))
  })

  it('needs a user', async () => {
    const answer = await t.request('/users/@me/dex')
    expect([answer.status, answer.body]).toEqual([401, { message: messages.noUser }])
  })
})

describe('GET and PATCH /users/@me/settings', () => {
  it('lists every decoration with its value; unset ones are on', async () => {
    const bo = (await t.request('/users/@me/settings', { token: await t.login('bo') })).as(settingsSchema)
    expect(bo.decorations).toEqual([
      { name: 'FESTIVE_BACKGROUND_FEED', type: 'BOOLEAN', value: true },
      { name: 'FESTIVE_BACKGROUND_SIDEBAR', type: 'BOOLEAN', value: true },
      { name: 'FESTIVE_CURSOR', type: 'BOOLEAN', value: true },
    ])
    const ada = (await t.request('/users/@me/settings', { token: await t.login('ada') })).as(settingsSchema)
    expect(ada.decorations.map((d) => [d.name, d.value])).toEqual([
      ['FESTIVE_BACKGROUND_FEED', true],
      ['FESTIVE_BACKGROUND_SIDEBAR', false],
      ['FESTIVE_CURSOR', false],
    ])
  })

  it('changes one decoration and answers the settings', async () => {
    const bo = await t.login('bo')
    const answer = await t.request('/users/@me/settings', {
      method: 'PATCH',
      token: bo,
      json: { name: 'FESTIVE_CURSOR', type: 'BOOLEAN', value: false },
    })
    expect(answer.status, answer.text).toBe(200)
    const cursor = answer.as(settingsSchema).decorations.find((d) => d.name === 'FESTIVE_CURSOR')
    expect(cursor?.value).toBe(false)
    const again = (await t.request('/users/@me/settings', { token: bo })).as(settingsSchema)
    expect(again.decorations.find((d) => d.name === 'FESTIVE_CURSOR')?.value).toBe(false)
    const unknown = await t.request('/users/@me/settings', {
      method: 'PATCH',
      token: bo,
      json: { name: 'SPARKLES', type: 'BOOLEAN', value: true },
    })
    expect(unknown.status).toBe(400)
  })

  it('needs a user', async () => {
    const answer = await t.request('/users/@me/settings')
    expect([answer.status, answer.body]).toEqual([401, { message: messages.noUser }])
  })
})
