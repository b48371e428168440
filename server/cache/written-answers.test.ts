import { describe, expect, it, vi } from 'vitest'
import { WrittenAnswers } from './written-answers'

describe('WrittenAnswers', () => {
  it('writes an answer once per signature and key', async () => {
    const answers = new WrittenAnswers(1024)
    const write = vi.fn(async () => '{"page":1}')
    const first = await answers.answer('page', 'a.1', write)
    expect(new TextDecoder().decode(first)).toBe('{"page":1}')
    expect(await answers.answer('page', 'a.1', write)).toBe(first)
    expect(write).toHaveBeenCalledTimes(1)
    await answers.answer('page for bo', 'a.1', write)
    expect(write).toHaveBeenCalledTimes(2)
  })

  it('writes again when the signature moves, and keeps only the newest', async () => {
    const answers = new WrittenAnswers(1024)
    await answers.answer('page', 'a.1', async () => 'old')
    const newer = await answers.answer('page', 'a.2', async () => 'new')
    expect(new TextDecoder().decode(newer)).toBe('new')
    const write = vi.fn(async () => 'old again')
    await answers.answer('page', 'a.1', write)
    expect(write).toHaveBeenCalledTimes(1)
  })

  it('keeps no more bytes than it was given room for', async () => {
    const answers = new WrittenAnswers(100)
    const big = 'x'.repeat(60)
    await answers.answer('one', 's', async () => big)
    await answers.answer('two', 's', async () => big)
    const write = vi.fn(async () => big)
    await answers.answer('one', 's', write)
    expect(write).toHaveBeenCalledTimes(1)
  })
})
