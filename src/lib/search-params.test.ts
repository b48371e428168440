// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseSearch, searchText, searchUuid, stringifySearch } from './search-params'

describe('searchText', () => {
  it('keeps text up to its length, any length without one', () => {
    expect(searchText('tea', 3)).toBe('tea')
    expect(searchText('', 3)).toBe('')
    expect(searchText('tea'.repeat(1000))).toHaveLength(3000)
  })

  it.each([
    ['too long', 'teas', 3],
    ['an object', { q: 'tea' }, 10],
    ['an array', ['tea'], 10],
    ['a number', 42, 10],
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

describe('parseSearch and stringifySearch', () => {
  it('read every value as its text, as a form sends it, not as JSON', () => {
    expect({ ...parseSearch('?category=42&q=true&view=%7B%22a%22%3A1%7D&post=null') }).toEqual({
      category: '42',
      q: 'true',
      view: '{"a":1}',
      post: 'null',
    })
  })

  it('keep the first of a name given twice, and a name that is an object key as a name', () => {
    const search = parseSearch('post=a&post=b&__proto__=x&constructor=y')
    expect(search.post).toBe('a')
    expect(Object.hasOwn(search, '__proto__')).toBe(true)
    expect(search.constructor).toBe('y')
  })

  it('write text as it is, so what they write reads back the same', () => {
    const search = { category: '42', highlight: 'smoky "tea" & more', view: undefined }
    const query = stringifySearch(search)
    expect(query).toBe('?category=42&highlight=smoky+%22tea%22+%26+more')
    expect({ ...parseSearch(query) }).toEqual({ category: '42', highlight: 'smoky "tea" & more' })
    expect(stringifySearch({})).toBe('')
  })
})
