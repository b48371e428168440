// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CONTENT_MAX_BYTES } from '../shapes/delta-ops'
import { deltaStringInput } from './delta'

describe('deltaStringInput', () => {
  it.each([
    ['an array of ops', [{ insert: 'Hello\n' }]],
    ['an {ops} object', { ops: [{ insert: 'Hello', attributes: { bold: true } }, { insert: '\n' }] }],
    ['an image embed alone', [{ insert: { image: 'https://example.com/a.png' } }]],
  ])('accepts %s', (_name, delta) => {
    expect(deltaStringInput.safeParse(JSON.stringify(delta)).success).toBe(true)
  })

  it.each([
    ['not JSON', 'hello', 'must be a JSON quill delta'],
    ['a JSON string', '"hello"', 'must be a quill delta of insert operations'],
    ['retain and delete ops', JSON.stringify([{ retain: 1 }, { delete: 2 }]), 'must be a quill delta of insert operations'],
    ['an insert of a number', JSON.stringify([{ insert: 5 }]), 'must be a quill delta of insert operations'],
    ['no ops', JSON.stringify({ ops: [] }), 'must not be empty'],
    ['only whitespace', JSON.stringify([{ insert: ' \n\t' }]), 'must not be empty'],
  ])('refuses %s', (_name, value, message) => {
    const result = deltaStringInput.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message])
  })

  it('counts the limit in UTF-8 bytes, not characters', () => {
    const wrap = (text: string) => JSON.stringify([{ insert: text }])
    const overhead = wrap('').length
    expect(deltaStringInput.safeParse(wrap('x'.repeat(CONTENT_MAX_BYTES - overhead))).success).toBe(true)
    expect(deltaStringInput.safeParse(wrap('x'.repeat(CONTENT_MAX_BYTES - overhead + 1))).success).toBe(false)
    // Each "é" is two bytes.
    expect(deltaStringInput.safeParse(wrap('é'.repeat(CONTENT_MAX_BYTES / 2))).success).toBe(false)
  })
})
