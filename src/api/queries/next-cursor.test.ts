// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { nextCursor } from './next-cursor'

const page = (next: string | null) => ({ cursor: { next } })

describe('nextCursor', () => {
  it('asks for the page the answer names, and stops at the last one or at one that names itself again', () => {
    expect(nextCursor(page('p2'), [], undefined)).toBe('p2')
    expect(nextCursor(page(null), [], 'p2')).toBeUndefined()
    expect(nextCursor(page('p2'), [], 'p2')).toBeUndefined()
  })
})
