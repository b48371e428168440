import { describe, expect, it } from 'vitest'
import { messages } from './lib/api-error'
import { useTestServer } from './test/harness'

const t = useTestServer()

describe('Cache-Control on API answers', () => {
  it("is no-store on every answer that holds the reader's own data", async () => {
    const login = await t.request('/auth/login', { method: 'POST', json: { email: 'ada@example.com', password: 'ada-password-1' } })
    expect(login.headers.get('Cache-Control')).toBe('no-store')
    const token = await t.login('ada')
    const realmId = await t.realmId('demo')
    for (const path of [
      '/users/@me',
      '/users/@me/settings',
      '/users/@me/dex',
      '/realms/slug/demo',
      '/feeds/users/@me/stars',
      `/feeds/boards/${await t.boardId('tea-room')}`,
    ]) {
      const answer = await t.request(path, { token })
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('Cache-Control'), path).toBe('no-store')
    }
    const invite = await t.request(`/realms/${realmId}/invites`, { method: 'POST', token })
    expect([invite.status, invite.headers.get('Cache-Control')]).toEqual([200, 'no-store'])
    // An error answer holds a message and nothing of the reader's (025).
    const refused = await t.request('/users/@me')
    expect([refused.status, refused.body, refused.headers.get('Cache-Control')]).toEqual([401, { message: messages.noUser }, null])
  })

  it('lets a thread be kept only by the reader, revalidated by its ETag, and dropped at logout', async () => {
    const token = await t.login('ada')
    const thread = await t.threadBy('tea-room', 'ada')
    const answer = await t.request(`/threads/${thread.id}`, { token })
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(answer.headers.get('ETag')).toMatch(/^"/)
    const logout = await t.request('/auth/logout', { method: 'POST', token })
    expect([logout.status, logout.headers.get('Clear-Site-Data')]).toEqual([204, '"cache"'])
  })
})
