// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { addTag, parseTag, tagChips, tagLists, tagProblem, type TagChip } from './tag-parsing'

describe('parseTag', () => {
  it.each([
    ['#guide', { kind: 'index', value: 'guide' }],
    ['  #two words  ', { kind: 'index', value: 'two words' }],
    ['+Brewing', { kind: 'category', value: 'brewing' }],
    ['+ Oolong ', { kind: 'category', value: 'oolong' }],
    ['cw: spiders', { kind: 'warning', value: 'spiders' }],
    ['CN:loud noises', { kind: 'warning', value: 'loud noises' }],
    ['cw:#not an index tag', { kind: 'warning', value: '#not an index tag' }],
    ['first post', { kind: 'whisper', value: 'first post' }],
    ['c#', { kind: 'whisper', value: 'c#' }],
    ['cwx: no prefix', { kind: 'whisper', value: 'cwx: no prefix' }],
    ['##double', { kind: 'index', value: '#double' }],
    ['a+b', { kind: 'whisper', value: 'a+b' }],
  ])('reads %j', (typed, chip) => {
    expect(parseTag(typed)).toEqual(chip)
  })

  it.each(['', '   ', '#', '+ ', 'cw:', 'cn:  '])('makes nothing of %j', (typed) => {
    expect(parseTag(typed)).toBeNull()
  })
})

describe('tag lists', () => {
  const chips: TagChip[] = [
    { kind: 'whisper', value: 'hello' },
    { kind: 'index', value: 'guide' },
    { kind: 'category', value: 'brewing' },
    { kind: 'warning', value: 'spiders' },
    { kind: 'index', value: 'faq' },
  ]

  it('sorts the chips into the four lists a post carries, keeping their order', () => {
    expect(tagLists(chips)).toEqual({
      whisper_tags: ['hello'],
      index_tags: ['guide', 'faq'],
      category_tags: ['brewing'],
      content_warnings: ['spiders'],
    })
  })

  it('turns the lists back into the same chips', () => {
    expect(tagLists(tagChips(tagLists(chips)))).toEqual(tagLists(chips))
  })

  it('adds a tag once, whatever its case', () => {
    expect(addTag(chips, { kind: 'index', value: 'Guide' })).toEqual(chips)
    expect(addTag(chips, { kind: 'whisper', value: 'guide' })).toHaveLength(6)
  })
})

describe('tagProblem', () => {
  const many = (count: number, kind: TagChip['kind']) => Array.from({ length: count }, (_, i) => ({ kind, value: `t${i}` }))

  it('is content with the limits themselves', () => {
    expect(tagProblem([...many(30, 'index'), ...many(30, 'whisper'), { kind: 'warning', value: 'x'.repeat(100) }])).toBeNull()
  })

  it('names a kind with too many tags', () => {
    expect(tagProblem(many(31, 'category'))).toBe('Too many categories: at most 30, and there are 31.')
  })

  it('names a tag that is too long, counting characters, not bytes', () => {
    expect(tagProblem([{ kind: 'whisper', value: '茶'.repeat(100) }])).toBeNull()
    expect(tagProblem([{ kind: 'whisper', value: 'y'.repeat(101) }])).toMatch(/at most 100 characters/)
  })
})
