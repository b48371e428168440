import { describe, expect, it } from 'vitest'
import { RevisionCache } from './revision-cache'

describe('RevisionCache', () => {
  it('serves a copy only as new as the revision asked for', async () => {
    const cache = new RevisionCache<{ revision: number; text: string }>({ max: 10 })
    cache.keep('a', { revision: 2, text: 'two' })
    expect(cache.atLeast('a', 2)?.text).toBe('two')
    expect(cache.atLeast('a', 1)?.text).toBe('two')
    expect(cache.atLeast('a', 3)).toBeUndefined()
    const read = await cache.read('a', 3, async () => ({ revision: 3, text: 'three' }))
    expect(read?.text).toBe('three')
    expect(cache.atLeast('a', 3)?.text).toBe('three')
  })

  it('never replaces a newer copy with an older one read meanwhile', () => {
    const cache = new RevisionCache<{ revision: number; text: string }>({ max: 10 })
    cache.keep('a', { revision: 5, text: 'five' })
    cache.keep('a', { revision: 4, text: 'four' })
    expect(cache.atLeast('a', 0)?.text).toBe('five')
  })

  it('keeps nothing for a key that is not there', async () => {
    const cache = new RevisionCache<{ revision: number }>({ max: 10 })
    expect(await cache.read('gone', 0, async () => undefined)).toBeUndefined()
    expect(cache.atLeast('gone', 0)).toBeUndefined()
  })
})
