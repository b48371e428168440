// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contentBlocks } from './delta-lines'
import { deltaPreview } from './delta-preview'

const preview = (ops: unknown[], skipBlock: number | null = null) => {
  const content = JSON.stringify(ops)
  return deltaPreview(contentBlocks(content), content, skipBlock)
}

describe('deltaPreview', () => {
  it("says a post's words, a spoiler as [spoiler], without the block its title says, and its first picture", () => {
    expect(
      preview(
        [
          { insert: 'The title\nFirst line, ' },
          { insert: 'secret', attributes: { 'inline-spoilers': true } },
          { insert: ' then more.\n' },
          { insert: 'A list item' },
          { insert: '\n', attributes: { list: 'bullet' } },
          { insert: { image: '/images/moon-cup.svg' } },
          { insert: '\n' },
        ],
        0,
      ),
    ).toEqual({ text: 'First line, [spoiler] then more. A list item', picture: '/images/moon-cup.svg' })
  })

  it('passes over a picture behind a spoiler, and takes a block picture of the reference editor', () => {
    expect(
      preview([
        { insert: 'Look\n' },
        { insert: { 'block-image': { src: '/images/a.svg', spoilers: true } } },
        { insert: { 'block-image': { src: '/images/b.svg' } } },
        { insert: '\n' },
      ]).picture,
    ).toBe('/images/b.svg')
  })

  it('cuts long words at a word, and reads plain text that is not a delta', () => {
    const long = `${'word '.repeat(60)}end`
    const { text } = preview([{ insert: `${long}\n` }])
    expect(text.length).toBeLessThanOrEqual(201)
    expect(text).toMatch(/word…$/)
    expect(deltaPreview(null, '  just\n words ')).toEqual({ text: 'just words', picture: null })
  })
})
