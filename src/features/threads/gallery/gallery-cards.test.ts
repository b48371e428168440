// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { commentOn, namedThread } from '../../../test/named-thread'
import { buildThreadTree } from '../thread-tree'
import { galleryCards } from './gallery-cards'

describe('galleryCards', () => {
  it('takes the starter as the cover and its direct replies as cards; the new ones apart', () => {
    const s = namedThread()
    const withNew = {
      ...s.thread,
      posts: s.thread.posts.map((post) => ({ ...post, new: post.id === s.a1.id })),
      comments: { ...s.thread.comments, [s.b.id]: [commentOn(s.b, 40, { new: true })] },
    }
    const gallery = galleryCards(buildThreadTree(withNew))
    expect(gallery.cover.post.id).toBe(s.starter.id)
    expect(gallery.all.map((card) => s.names.get(card.node.post.id))).toEqual(['b', 'a'])
    // a1 is new but is not a card (it answers a, not the starter); b has a new comment.
    expect(gallery.fresh.map((card) => s.names.get(card.node.post.id))).toEqual(['b'])
    expect(gallery.all.find((card) => card.node.post.id === s.a.id)?.node.descendants).toBe(2)
  })
})
