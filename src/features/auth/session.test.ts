import { describe, expect, it } from 'vitest'
import { safeRedirect } from './session'

describe('safeRedirect', () => {
  it.each([
    ['/stars', '/stars'],
    ['/boards/1?category=tea', '/boards/1?category=tea'],
    [undefined, '/'],
    ['', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example/x', '/'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected)
  })
})
