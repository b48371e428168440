// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { namedThread } from '../../../test/named-thread'
import { buildThreadTree } from '../thread-tree'
import { unreadOrder, unreadStep } from './unread-order'

describe('unread order and navigation', () => {
  function unreadSample() {
    const s = namedThread()
    const newIds = new Set([s.a1x.id, s.b.id, s.answer.id])
    const thread = {
      ...s.thread,
      posts: s.thread.posts.map((post) => ({ ...post, new: newIds.has(post.id) })),
      comments: Object.fromEntries(
        Object.entries(s.thread.comments).map(([id, list]) => [id, list.map((c) => ({ ...c, new: newIds.has(c.id) }))]),
      ),
    }
    return { ...s, tree: buildThreadTree(thread) }
  }

  it('lists new contributions and comments in reading order', () => {
    const s = unreadSample()
    expect(unreadOrder(s.tree).map((item) => s.names.get(item.unitId ?? item.postId))).toEqual(['b', 'answer', 'a1x'])
  })

  it('steps forwards and back, and stops at either end', () => {
    const s = unreadSample()
    const order = unreadOrder(s.tree)
    expect(unreadStep(order, null, 1)).toBe(0)
    expect(unreadStep(order, null, -1)).toBeNull()
    expect(unreadStep(order, order[0]?.key ?? null, 1)).toBe(1)
    expect(unreadStep(order, order[2]?.key ?? null, 1)).toBeNull()
    expect(unreadStep(order, order[2]?.key ?? null, -1)).toBe(1)
    expect(unreadStep([], null, 1)).toBeNull()
  })
})
