import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { meSchema } from '../../src/contract/schemas/me'
import { memberPageSchema } from '../../src/contract/schemas/members'
import { uploadSchema, type Upload } from '../../src/contract/schemas/upload'
import { uploadReferenceRows, uploadRows } from '../db/test-queries/counts'
import { forgetSquares } from '../db/test-queries/writes'
import { messages } from '../lib/api-error'
import { useTestServer, type DemoUser } from '../test/harness'
import { phonePhoto, plainPng } from '../test/pictures'

// A user's own avatar (design.md, "Accounts"): one of their uploads, shown as its square copy.
const t = useTestServer()

async function upload(who: DemoUser, bytes: Uint8Array): Promise<Upload> {
  const answer = await t.upload(await t.login(who), { bytes })
  expect(answer.status, answer.text).toBe(201)
  return answer.as(uploadSchema)
}

const hashOf = (upload: Upload) => /([0-9a-f]{64})/.exec(upload.url)?.[1] ?? ''
const setAvatar = async (who: DemoUser, avatar: unknown, more: object = {}) =>
  t.request('/users/@me', { method: 'PATCH', token: await t.login(who), json: { avatar, ...more } })
const meOf = async (who: DemoUser) => (await t.request('/users/@me', { token: await t.login(who) })).as(meSchema)

describe('PATCH /users/@me {avatar}', () => {
  it('makes one of your uploads your avatar, its 256 px square; the members list shows it; null takes it away', async () => {
    expect((await meOf('bo')).avatar).toBeNull()
    const photo = await upload('bo', await phonePhoto(900, 600))
    const set = await setAvatar('bo', photo.url)
    expect(set.status, set.text).toBe(200)
    const avatar = set.as(meSchema).avatar
    expect(avatar).toBe(photo.url.replace('.jpg', '-square.jpg'))
    expect((await meOf('bo')).avatar).toBe(avatar)
    const served = await t.fetchPath(avatar ?? '')
    expect(served.status).toBe(200)
    const square = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([square.width, square.height]).toEqual([256, 256])

    const members = (await t.request(`/realms/${await t.realmId('demo')}/members`, { token: await t.login('ada') })).as(memberPageSchema)
    expect(members.members.find((member) => member.username === 'bo')?.avatar).toBe(avatar)
    expect(members.members.find((member) => member.username === 'ada')?.avatar).toBeNull()

    const cleared = await setAvatar('bo', null)
    expect([cleared.status, cleared.as(meSchema).avatar]).toEqual([200, null])
    expect(await uploadReferenceRows(t.db, hashOf(photo))).toBe(0)
  })

  it('keeps the picture stored while it is an avatar, and lets the sweep take the one it replaced', async () => {
    t.clock.advance(3601)
    const [first, second] = [await upload('cy', await plainPng(300, 300)), await upload('cy', await plainPng(310, 300))]
    if (!first || !second) throw new Error('no uploads')
    expect((await setAvatar('cy', first.url)).status).toBe(200)
    t.clock.advance(25 * 3600)
    await t.sweepExpired()
    expect(await uploadRows(t.db, hashOf(first))).toBe(1)
    expect(await uploadRows(t.db, hashOf(second))).toBe(0)
    expect((await t.fetchPath((await meOf('cy')).avatar ?? '')).status).toBe(200)

    const third = await upload('cy', await plainPng(320, 300))
    expect((await setAvatar('cy', third.url)).status).toBe(200)
    expect(await uploadReferenceRows(t.db, hashOf(first))).toBe(0)
    t.clock.advance(25 * 3600)
    await t.sweepExpired()
    expect(await uploadRows(t.db, hashOf(first))).toBe(0)
    expect((await t.fetchPath(first.url.replace('.png', '-square.png'))).status).toBe(404)
    expect((await t.fetchPath((await meOf('cy')).avatar ?? '')).status).toBe(200)
  })

  it('refuses anything but the address of a picture you uploaded, and changes nothing when a part is refused', async () => {
    t.clock.advance(3601)
    const adas = await upload('ada', await plainPng(200, 120))
    const bos = await upload('bo', await plainPng(210, 120))
    expect((await setAvatar('bo', bos.url)).status).toBe(200)
    const before = await meOf('bo')

    const notYours = await setAvatar('bo', adas.url)
    expect([notYours.status, notYours.body]).toEqual([400, { message: messages.avatarNotYours }])
    for (const notAnUpload of [
      'https://elsewhere.example/uploads/' + hashOf(bos) + '.png',
      bos.url.replace('.png', '-square.png'),
      `/uploads/${'0'.repeat(64)}.exe`,
      '/avatars/kettle.png',
      'javascript:alert(1)',
    ]) {
      const refused = await setAvatar('bo', notAnUpload)
      expect([refused.status, refused.body], notAnUpload).toEqual([400, { message: messages.avatarNotAnUpload }])
    }
    const unknown = await setAvatar('bo', `/uploads/${'a'.repeat(64)}.png`)
    expect([unknown.status, unknown.body]).toEqual([400, { message: messages.avatarNotYours }])
    expect((await setAvatar('bo', 42)).status).toBe(400)
    expect((await setAvatar('bo', 'x'.repeat(301))).status).toBe(400)

    // A username taken with a good avatar: neither changes.
    const another = await upload('bo', await plainPng(230, 120))
    const both = await setAvatar('bo', another.url, { username: 'ADA' })
    expect([both.status, both.body]).toEqual([409, { message: messages.usernameTaken }])
    const unchanged = await setAvatar('bo', null, { username: 'ada' })
    expect(unchanged.status).toBe(409)
    expect(await meOf('bo')).toEqual(before)

    // A picture uploaded before square copies were made cannot be one: upload it again.
    const old = await upload('ada', await plainPng(220, 120))
    await forgetSquares(t.db, hashOf(old))
    const tooOld = await setAvatar('ada', old.url)
    expect([tooOld.status, tooOld.body]).toEqual([400, { message: messages.avatarTooOld }])
    expect((await setAvatar('bo', bos.url, { username: 'bo' })).status).toBe(200)
    expect((await t.request('/users/@me', { method: 'PATCH', json: { avatar: null } })).status).toBe(401)
  })
})
