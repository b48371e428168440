import { flattenUnits, type PostNode, postKey, type ThreadTree } from '../thread-tree'

export interface GalleryEntry {
  key: string
  node: PostNode
  /** Something on the card is new: the contribution itself or one of its comments. */
  hasNew: boolean
}

/**
 * The gallery: the starter as its cover and the starter's direct replies as cards, oldest
 * first. Orphans are cards too. `fresh` are the cards with something new on them.
 */
export function galleryCards(tree: ThreadTree): { cover: PostNode; all: GalleryEntry[]; fresh: GalleryEntry[] } {
  const nodes = [...tree.starter.children, ...tree.roots.slice(1)]
  const all = nodes.map((node) => ({
    key: postKey(node.post.id),
    node,
    hasNew: node.post.new || flattenUnits(node.comments).some(({ unit }) => unit.isNew),
  }))
  return { cover: tree.starter, all, fresh: all.filter((card) => card.hasNew) }
}
