// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { assetUrl } from './asset-url'

describe('assetUrl', () => {
  it.each([
    ['/avatars/lion.svg', '/avatars/lion.svg'],
    ['/avatars/lion.svg?v=2', '/avatars/lion.svg?v=2'],
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['https://', null],
    ['http://[::1', null],
    ['/\\evil.example/x.png', null],
    ['//evil.example/x.png', null],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg/>', null],
  ])('%s → %s', (path, expected) => {
    expect(assetUrl(path)).toBe(expected)
  })
})
