import { describe, expect, it } from 'vitest'
import { contributionSchema } from '../../src/contract/schemas/contribution'
import { threadSchema } from '../../src/contract/schemas/thread'
import { messages } from '../lib/api-error'
import { useTestServer } from '../test/harness'
import { deltaOf, reply } from '../test/replies'
import { EDITS_PER_HOUR } from './own-words'

// With rate limits on, as a real server has them (the other tests turn them off).
const t = useTestServer({ rateLimitPerMinute: 10 })

describe('edits are limited', () => {
  it(`to ${EDITS_PER_HOUR} an hour per user: the next is a 429 that changes nothing, and an hour later edits go on`, async () => {
    let token = await t.login('bo')
    const thread = await t.threadBy('tea-room', 'ada')
    const written = await reply(t, token, thread.starterId, 'Edit me often.')
    const edit = (revision: number, text: string) =>
      t.request(`/posts/${written.id}`, {
        method: 'PATCH',
        token,
        json: { content: deltaOf(text) },
        headers: { 'If-Match': `"${revision}"` },
      })
    for (let n = 1; n <= EDITS_PER_HOUR; n++) {
      const answer = await edit(n, `Edit ${n}.`)
      expect(answer.status, answer.text).toBe(200)
    }
    const refused = await edit(EDITS_PER_HOUR + 1, 'One too many.')
    expect([refused.status, refused.body]).toEqual([429, { message: messages.editsPerHour(EDITS_PER_HOUR) }])
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    const shown = (await t.request(`/threads/${thread.id}`)).as(threadSchema).posts.find((post) => post.id === written.id)
    expect(shown).toMatchObject({ content: deltaOf(`Edit ${EDITS_PER_HOUR}.`), revision: EDITS_PER_HOUR + 1 })

    // Another writer has edits of their own to make.
    const adas = await reply(t, await t.login('ada'), thread.starterId, 'Mine to edit.')
    const other = await t.request(`/posts/${adas.id}`, {
      method: 'PATCH',
      token: await t.login('ada'),
      json: { content: deltaOf('Edited by ada.') },
      headers: { 'If-Match': '"1"' },
    })
    expect(other.status, other.text).toBe(200)

    t.clock.advance(60 * 60)
    token = await t.login('bo')
    const later = await edit(EDITS_PER_HOUR + 1, 'An hour later.')
    expect(later.status, later.text).toBe(200)
    expect(later.as(contributionSchema).revision).toBe(EDITS_PER_HOUR + 2)
  })
})
