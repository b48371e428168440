import { describe, expect, it } from 'vitest'
import { slugFromName } from './board-slug'

describe('slugFromName', () => {
  it('lowercases, joins words with hyphens and drops what a slug cannot hold', () => {
    expect(slugFromName('The Tea Room')).toBe('the-tea-room')
    expect(slugFromName('  Café & Crème! ')).toBe('cafe-creme')
    expect(slugFromName('Kettle Songs 2')).toBe('kettle-songs-2')
  })

  it('keeps to 40 characters without a trailing hyphen', () => {
    const slug = slugFromName(`${'a'.repeat(39)} b`)
    expect(slug).toBe('a'.repeat(39))
    expect(slug).toMatch(/^[a-z0-9-]{2,40}$/)
  })

  it('is empty for a name of no letters or digits', () => {
    expect(slugFromName('✨✨')).toBe('')
  })
})
