// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contribution } from '../../test/builders'
import { commentOn } from '../../test/named-thread'
import { commentUnits } from './thread-tree'

describe('commentUnits', () => {
  it('reads a chain as one comment in parts, in order, and nests answers under the chain', () => {
    const post = contribution()
    const head = commentOn(post, 1)
    const part = commentOn(post, 2, { chain_parent_id: head.id })
    const answerToPart = commentOn(post, 3, { parent_comment_id: part.id })
    const answerPart = commentOn(post, 4, { parent_comment_id: part.id, chain_parent_id: answerToPart.id })
    const [unit, ...rest] = commentUnits([answerPart, part, answerToPart, head])
    expect(rest).toEqual([])
    expect(unit?.parts.map((c) => c.id)).toEqual([head.id, part.id])
    expect(unit?.replies.map((r) => r.parts.map((c) => c.id))).toEqual([[answerToPart.id, answerPart.id]])
  })

  it('keeps comments whose chain or answer loops back on itself, flat and marked', () => {
    const post = contribution()
    const x = commentOn(post, 1, { id: '55555555-0000-4000-8000-00000000000a' })
    const y = commentOn(post, 2, { parent_comment_id: x.id })
    x.parent_comment_id = y.id
    const loopPart = commentOn(post, 3, {
      id: '55555555-0000-4000-8000-00000000000b',
      chain_parent_id: '55555555-0000-4000-8000-00000000000c',
    })
    const loopOther = commentOn(post, 4, { id: '55555555-0000-4000-8000-00000000000c', chain_parent_id: loopPart.id })
    const units = commentUnits([x, y, loopPart, loopOther])
    expect(
      units
        .flatMap((unit) => unit.parts)
        .map((c) => c.id)
        .sort(),
    ).toEqual([x.id, y.id, loopPart.id, loopOther.id].sort())
    expect(units.filter((unit) => unit.parts.some((c) => c.id === x.id || c.id === y.id)).every((u) => u.orphan)).toBe(true)
  })
})
