import { commentKey, flattenUnits, type PostNode, postKey, type ThreadTree } from '../thread-tree'

/** A new contribution, or a chain with a new part, by the row key that draws it. */
interface UnreadItem {
  key: string
  postId: string
  /** Set for a comment: the id of its chain's first part. */
  unitId?: string
}

/** Every new item in the order the thread layout reads, folded or not. */
export function unreadOrder(tree: ThreadTree): UnreadItem[] {
  const items: UnreadItem[] = []
  const visit = (node: PostNode) => {
    if (node.post.new) items.push({ key: postKey(node.post.id), postId: node.post.id })
    for (const { unit } of flattenUnits(node.comments)) {
      if (unit.isNew) items.push({ key: commentKey(unit.id), postId: node.post.id, unitId: unit.id })
    }
    node.children.forEach(visit)
  }
  tree.roots.forEach(visit)
  for (const { postId, units } of tree.strayComments) {
    for (const { unit } of flattenUnits(units)) {
      if (unit.isNew) items.push({ key: commentKey(unit.id), postId, unitId: unit.id })
    }
  }
  return items
}

/** Where "Next new" and "Previous new" go from `current` (a row key, or null before the first). */
export function unreadStep(order: readonly UnreadItem[], current: string | null, direction: 1 | -1): number | null {
  const at = current === null ? -1 : order.findIndex((item) => item.key === current)
  if (at === -1) return direction === 1 ? (order.length > 0 ? 0 : null) : null
  const next = at + direction
  return next >= 0 && next < order.length ? next : null
}
