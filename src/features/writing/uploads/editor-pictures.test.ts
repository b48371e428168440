// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { placeholderIds, placeholderIndex, picturesIn } from './editor-pictures'

const ops = [
  { insert: 'Tea\n' },
  { insert: { 'block-image': { src: '/uploads/a.jpg', width: 10, height: 10 } }, attributes: { alt: 'A pot' } },
  { insert: { 'upload-placeholder': 'one' } },
  { insert: 'More\n' },
  { insert: { 'block-image': { src: '/uploads/b.jpg' } } },
  { insert: { 'upload-placeholder': 'two' } },
]

describe('the pictures of an editor document', () => {
  it('finds each picture where it stands (a character per letter, one per embed), with its description', () => {
    expect(picturesIn(ops)).toEqual([
      { index: 4, src: '/uploads/a.jpg', alt: 'A pot' },
      { index: 11, src: '/uploads/b.jpg', alt: '' },
    ])
  })

  it('finds the placeholders of uploads by id', () => {
    expect(placeholderIndex(ops, 'one')).toBe(5)
    expect(placeholderIndex(ops, 'two')).toBe(12)
    expect(placeholderIndex(ops, 'three')).toBeNull()
    expect(placeholderIds(ops)).toEqual(['one', 'two'])
  })
})
