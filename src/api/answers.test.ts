import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiFailure } from '../test/api-failure'
import { apiPath, http, HttpResponse, server } from '../test/msw'

/** The schemas' chunk, as the browser would load it: refused while `gone` (an outage, a deploy). */
const chunk = vi.hoisted(() => ({ gone: false }))
vi.mock('./schemas/answers', async (original) => {
  if (chunk.gone) throw new TypeError('Failed to fetch dynamically imported module')
  return original()
})

afterEach(() => {
  chunk.gone = false
  vi.resetModules()
})

describe('the answers’ schemas, loaded with the first answer', () => {
  it('fail a request whose answer cannot be checked as one that did not reach the app, and load with the next', async () => {
    const { apiRequest } = await import('./client')
    server.use(http.get(apiPath('/hello'), () => HttpResponse.json('world')))
    chunk.gone = true
    const error = await apiFailure(apiRequest('/hello', 'text'))
    expect([error.status, error.message]).toEqual([0, 'Could not reach the server. Check your connection and try again.'])
    chunk.gone = false
    await expect(apiRequest('/hello', 'text')).resolves.toBe('world')
  })
})
