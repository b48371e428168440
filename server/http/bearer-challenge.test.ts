import { describe, expect, it } from 'vitest'
import { messages } from '../lib/api-error'
import { testConfig, useTestServer } from '../test/harness'

const t = useTestServer()

const challenge = async (path: string, init: Parameters<typeof t.request>[1] = {}) => {
  const answer = await t.request(path, init)
  return [answer.status, answer.headers.get('WWW-Authenticate')]
}

describe('a 401 says how to authenticate (WWW-Authenticate, RFC 6750)', () => {
  it('names the Bearer scheme alone to a request without a token', async () => {
    expect(await challenge('/users/@me')).toEqual([401, 'Bearer'])
    // A members-only board's feed, read anonymously: a 401 from the permission check.
    expect(await challenge(`/feeds/boards/${await t.boardId('back-room')}`)).toEqual([401, 'Bearer'])
  })

  it('says invalid_token, with the message, to a token that is unknown or expired', async () => {
    expect(await challenge('/users/@me', { token: 'not-a-token' })).toEqual([
      401,
      `Bearer error="invalid_token", error_description="${messages.noUser}"`,
    ])
    const token = await t.login('bo')
    t.clock.advance(testConfig.accessTokenTtlSeconds + 1)
    // Where a visitor may read too: a sent token is still checked (docs/decisions/003).
    expect(await challenge(`/feeds/boards/${await t.boardId('tea-room')}`, { token })).toEqual([
      401,
      `Bearer error="invalid_token", error_description="${messages.tokenExpired}"`,
    ])
  })

  it('does not blame a token for a wrong password, and a 200 carries no challenge', async () => {
    const token = await t.login('ada')
    const wrong = { email: 'ada@example.com', password: 'wrong-password' }
    expect(await challenge('/auth/login', { method: 'POST', json: wrong, token })).toEqual([401, 'Bearer'])
    expect(await challenge('/users/@me', { token })).toEqual([200, null])
  })
})
