// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type DeltaOp } from '../../contract/shapes/delta-ops'
import { contentBlocks } from './delta-lines'
import { deltaTitle, TITLE_MAX_CHARS } from './delta-title'

const titleOf = (content: string) => deltaTitle(contentBlocks(content), content)
const delta = (ops: DeltaOp[]) => JSON.stringify(ops)

describe('deltaTitle', () => {
  it('takes the first line of text, plain, and says which block holds it whole', () => {
    expect(titleOf(delta([{ insert: 'Hello ' }, { insert: 'tea', attributes: { bold: true } }, { insert: '\nMore\n' }]))).toEqual({
      text: 'Hello tea',
      block: 0,
    })
  })

  it('skips blank lines and images before the first words', () => {
    const content = delta([{ insert: '\n\n' }, { insert: { image: '/images/a.svg' } }, { insert: '\n  Oolong  season \n' }])
    expect(titleOf(content)).toEqual({ text: 'Oolong season', block: 1 })
  })

  it('does not offer to leave out a block that holds more than the title', () => {
    const withImage = delta([{ insert: 'Look' }, { insert: { image: '/images/a.svg' } }, { insert: '\n' }])
    expect(titleOf(withImage)).toEqual({ text: 'Look', block: null })
    const withLink = delta([{ insert: 'Read this', attributes: { link: 'https://example.com' } }, { insert: '\n' }])
    expect(titleOf(withLink)).toEqual({ text: 'Read this', block: null })
    const list = delta([{ insert: 'First item' }, { insert: '\n', attributes: { list: 'bullet' } }])
    expect(titleOf(list)).toEqual({ text: 'First item', block: null })
  })

  it('cuts a long line at a word, with an ellipsis', () => {
    const words = 'steep '.repeat(30).trim()
    const { text, block } = titleOf(delta([{ insert: `${words}\n` }]))
    expect(text.endsWith('steep…')).toBe(true)
    expect(text.length).toBeLessThanOrEqual(TITLE_MAX_CHARS + 1)
    expect(block).toBeNull()
    expect(titleOf(delta([{ insert: `${'x'.repeat(200)}\n` }])).text).toBe(`${'x'.repeat(TITLE_MAX_CHARS)}…`)
  })

  it('is empty when there is no text at all', () => {
    expect(titleOf(delta([{ insert: { image: '/images/a.svg' } }, { insert: '\n' }]))).toEqual({ text: '', block: null })
  })

  it('reads plain text that is not a delta, as the renderer shows it', () => {
    expect(titleOf('\n<b>not a delta</b>\nsecond')).toEqual({ text: '<b>not a delta</b>', block: null })
  })
})
