// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { plural, wholeNumber } from './plural'

describe('plural', () => {
  it.each([
    [0, '0 posts'],
    [1, '1 post'],
    [2, '2 posts'],
    [1040, '1,040 posts'],
  ])('%i reads "%s"', (count, expected) => {
    expect(plural(count, 'post')).toBe(expected)
  })

  it('takes an irregular plural', () => {
    expect(plural(3, 'reply', 'replies')).toBe('3 replies')
  })

  it('writes whole numbers as the platform does in English', () => {
    const english = new Intl.NumberFormat('en')
    const rules = new Intl.PluralRules('en')
    for (const count of [0, 1, 7, 12, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1234]) {
      expect(wholeNumber(count)).toBe(english.format(count))
      expect(plural(count, 'post').endsWith(rules.select(count) === 'one' ? ' post' : ' posts')).toBe(true)
    }
  })
})
