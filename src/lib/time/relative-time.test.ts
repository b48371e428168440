// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { relativeTime, unitsFromNow } from './relative-time'

const now = new Date('2026-11-22T12:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('relativeTime', () => {
  it.each([
    [10, 'just now'],
    [90, '1 minute ago'],
    [59 * 60, '59 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [8 * 86400, 'last week'],
    [45 * 86400, 'last month'],
    [400 * 86400, 'last year'],
    [-2 * 3600, 'in 2 hours'],
  ])('%i seconds ago reads "%s"', (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toBe(expected)
  })
})

describe('unitsFromNow', () => {
  it('words every unit as the platform does in English', () => {
    const english = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
    for (const unit of ['year', 'month', 'week', 'day', 'hour', 'minute'] as const) {
      for (const value of [-1500, -100, -12, -2, -1, 1, 2, 12, 100, 1500]) {
        expect(unitsFromNow(value, unit)).toBe(english.format(value, unit))
      }
    }
  })
})
