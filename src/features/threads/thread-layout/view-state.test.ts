// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contribution, fullThread } from '../../../test/builders'
import { at, commentOn, namedThread } from '../../../test/named-thread'
import { buildThreadTree } from '../thread-tree'
import { COMMENTS_OPEN, initialViewState, revealItem } from './view-state'

describe('revealItem', () => {
  it('opens what hides an item: folded ancestors, and comments past the first few', () => {
    const s = namedThread()
    const tree = buildThreadTree(s.thread)
    const folded = { collapsed: new Set([s.a.id, s.a1.id, s.b.id]), allComments: new Set<string>() }
    const opened = revealItem(tree, folded, { postId: s.a1x.id })
    expect([...opened.collapsed]).toEqual([s.b.id])
    const forComment = revealItem(tree, folded, { postId: s.a.id, unitId: s.answer.id })
    expect(forComment.collapsed.has(s.a.id)).toBe(false)
    // Nothing to open: the same object back, so React need not redraw.
    expect(revealItem(tree, initialViewState, { postId: s.b.id })).toBe(initialViewState)

    const starter = contribution({ created_at: at(0) })
    const comments = Array.from({ length: COMMENTS_OPEN + 1 }, (_, index) => commentOn(starter, index + 1))
    const commented = buildThreadTree({ ...fullThread({ starter }), starter, posts: [starter], comments: { [starter.id]: comments } })
    const last = comments.at(-1)
    if (!last) throw new Error('no comments')
    expect(revealItem(commented, initialViewState, { postId: starter.id, unitId: last.id }).allComments.has(starter.id)).toBe(true)
  })
})
