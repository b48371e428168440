import { describe, expect, it } from 'vitest'
import { EXCERPT_MAX_CHARS, excerptOf } from './excerpt'

const delta = (...ops: unknown[]) => JSON.stringify({ ops })

describe('excerptOf', () => {
  it('joins the lines of a delta into one line of plain text', () => {
    expect(excerptOf(delta({ insert: 'First line\n' }, { insert: 'bold', attributes: { bold: true } }, { insert: '  and more\n\n' }))).toBe(
      'First line bold and more',
    )
  })

  it('says a spoiler once and never spells it out', () => {
    const content = delta(
      { insert: 'The end: ' },
      { insert: 'the butler', attributes: { 'inline-spoilers': true } },
      { insert: ' did it', attributes: { 'inline-spoilers': true, bold: true } },
      { insert: '. Wow.\n' },
    )
    expect(excerptOf(content)).toBe('The end: [spoiler]. Wow.')
  })

  it('leaves pictures and embeds out', () => {
    expect(excerptOf(delta({ insert: 'Look' }, { insert: { image: 'https://example.com/a.png' } }, { insert: 'here\n' }))).toBe('Look here')
  })

  it('keeps at most 140 characters, cut at a word, with an ellipsis', () => {
    const long = excerptOf(delta({ insert: `${'steeped '.repeat(40)}\n` }))
    expect([...long].length).toBeLessThanOrEqual(EXCERPT_MAX_CHARS)
    expect(long).toMatch(/steeped…$/)
    const emoji = excerptOf(delta({ insert: `${'🍵'.repeat(200)}\n` }))
    expect([...emoji]).toHaveLength(EXCERPT_MAX_CHARS)
  })

  it('reads a delta given as a bare array of ops too', () => {
    expect(excerptOf(JSON.stringify([{ insert: 'Bare ops.\n' }]))).toBe('Bare ops.')
  })

  it('answers nothing for content that is not a delta', () => {
    expect(excerptOf('not json')).toBe('')
    expect(excerptOf('{"ops": 3}')).toBe('')
  })
})
