import { flattenUnits, type ThreadTree } from '../thread-tree'

/*
 * What the reader has opened and folded in the thread layout, and the view that opens whatever
 * hides an item ("Next new", `?post=`).
 */

/** How many comments (chains) of a contribution show before "Show N more comments". */
export const COMMENTS_OPEN = 3

export interface ThreadViewState {
  /** Contributions whose replies and comments are folded away. */
  collapsed: ReadonlySet<string>
  /** Contributions showing all their comments. */
  allComments: ReadonlySet<string>
}

export const initialViewState: ThreadViewState = { collapsed: new Set(), allComments: new Set() }

/** The view with whatever hides `target` opened: folded ancestors, and comments past the first few. */
export function revealItem(tree: ThreadTree, view: ThreadViewState, target: { postId: string; unitId?: string }): ThreadViewState {
  const node = tree.byId.get(target.postId)
  if (!node) return view
  const hiding = new Set([...node.guides, ...(target.unitId ? [node.post.id] : [])])
  const collapsed = [...view.collapsed].filter((id) => !hiding.has(id))
  let allComments = view.allComments
  if (target.unitId) {
    const index = flattenUnits(node.comments).findIndex(({ unit }) => unit.id === target.unitId)
    if (index >= COMMENTS_OPEN && !allComments.has(node.post.id)) allComments = new Set([...allComments, node.post.id])
  }
  if (collapsed.length === view.collapsed.size && allComments === view.allComments) return view
  return { collapsed: new Set(collapsed), allComments }
}
