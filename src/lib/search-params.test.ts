import { describe, expect, it } from 'vitest'
import { searchText, searchUuid } from './search-params'

describe('searchText', () => {
  it('keeps text up to its length, any length without one', () => {
    expect(searchText('tea', 3)).toBe('tea')
    expect(searchText('', 3)).toBe('')
    expect(searchText('tea'.repeat(1000))).toHaveLength(3000)
  })

  it('reads a number or a boolean as its text, as a form sends it', () => {
    expect(searchText(42, 10)).toBe('42')
    expect(searchText(true, 10)).toBe('true')
  })

  it.each([
    ['too long', 'teas', 3],
    ['an object', { q: 'tea' }, 10],
    ['an array', ['tea'], 10],
    ['null', null, 10],
    ['nothing', undefined, 10],
  ])('drops %s', (_name, value, maxLength) => {
    expect(searchText(value, maxLength)).toBeUndefined()
  })
})

describe('searchUuid', () => {
  it('keeps a uuid, in either case', () => {
    expect(searchUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e')
    expect(searchUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0F8FAD5B-D9CB-469F-A165-70867728950E')
  })

  it.each([
    ['not one', 'post-1'],
    ['one too long', '0f8fad5b-d9cb-469f-a165-70867728950e0'],
    ['a number', 42],
    ['nothing', undefined],
  ])('drops %s', (_name, value) => {
    expect(searchUuid(value)).toBeUndefined()
  })
})
