import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiPath, http, HttpResponse, server } from '../test/msw'

/** The schemas' chunk, as the browser would load it: refused while `gone` (a deploy, or a kept failure). */
const chunk = vi.hoisted(() => ({ gone: false }))
vi.mock('../contract/schemas/answers', async (original) => {
  if (chunk.gone) throw new TypeError('Failed to fetch dynamically imported module')
  return original()
})

afterEach(() => {
  chunk.gone = false
  vi.resetModules()
})

const realm = { id: '00000000-0000-4000-8000-000000000001', slug: 'demo', name: 'Demo', boards: [] }

describe('the answers’ schemas, loaded with the first answer', () => {
  it('that cannot load while the server answers: the request says to reload, and the next one loads them', async () => {
    const { apiRequest } = await import('./client')
    server.use(http.get(apiPath('/realms/slug/demo'), () => HttpResponse.json(realm)))
    chunk.gone = true
    await expect(apiRequest('/realms/slug/demo', 'realm')).rejects.toMatchObject({
      status: 0,
      message: 'This page is out of date. Reload it to go on.',
    })
    chunk.gone = false
    await expect(apiRequest('/realms/slug/demo', 'realm')).resolves.toMatchObject({ slug: 'demo' })
  })

  it('are not needed for the session’s answers or an acknowledgement', async () => {
    const { apiRequest } = await import('./client')
    chunk.gone = true
    const token = { access_token: 'token-1', expires_at: '2026-11-28T12:00:00Z' }
    server.use(
      http.post(apiPath('/auth/login'), () => HttpResponse.json(token)),
      http.post(apiPath('/auth/logout'), () => new HttpResponse(null, { status: 204 })),
      http.patch(apiPath('/threads/t'), () => HttpResponse.text('OK')),
    )
    await expect(apiRequest('/auth/login', 'accessToken', { method: 'POST', body: {} })).resolves.toEqual(token)
    await expect(apiRequest('/auth/logout', 'nothing', { method: 'POST' })).resolves.toBeUndefined()
    await expect(apiRequest('/threads/t', 'text', { method: 'PATCH', body: {} })).resolves.toBe('OK')
  })

  it('check a session answer that is not one all the same', async () => {
    const { apiRequest } = await import('./client')
    server.use(http.post(apiPath('/auth/login'), () => HttpResponse.json({ access_token: 'token-1', expires_at: 'soon' })))
    await expect(apiRequest('/auth/login', 'accessToken', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 200,
      message: 'The server sent a reply this app does not understand.',
    })
  })
})
