import { answeredComment, type ComposerTarget } from '../../../lib/composer-target'
import { commentKey, type CommentUnit, flattenUnits, type PostNode, postKey, type ThreadTree } from '../thread-tree'
import { COMMENTS_OPEN, initialViewState, type ThreadViewState } from './view-state'

interface RowBase {
  key: string
  /** The collapsible ancestors this row is drawn inside: one indentation guide each. */
  guides: readonly string[]
}

export type ThreadRow =
  | (RowBase & { type: 'post'; node: PostNode; collapsed: boolean })
  | (RowBase & { type: 'comment'; postId: string; unit: CommentUnit; level: number; parent: CommentUnit | null; stray: boolean })
  | (RowBase & { type: 'more-comments'; postId: string; hidden: number })
  | (RowBase & { type: 'collapsed'; postId: string; replies: number; comments: number })
  | (RowBase & { type: 'stray-comments'; postId: string })
  | (RowBase & { type: 'new-divider' })
  | (RowBase & { type: 'composer'; target: ComposerTarget; level: number })

export const COMPOSER_KEY = 'composer'

/** A contribution's comments as rows (as many as are open), with a composer where one is being written. */
export function commentRows(
  node: PostNode,
  view: ThreadViewState,
  guides: readonly string[],
  composer: ComposerTarget | null,
): ThreadRow[] {
  const flat = flattenUnits(node.comments)
  const postId = node.post.id
  const shown = view.allComments.has(postId) ? flat : flat.slice(0, COMMENTS_OPEN)
  const answered = composer?.postId === postId ? answeredComment(composer) : undefined
  const rows: ThreadRow[] = shown.flatMap(({ unit, level, parent }): ThreadRow[] => {
    const row: ThreadRow = { type: 'comment', key: commentKey(unit.id), guides, postId, unit, level, parent, stray: false }
    // An answer to a comment is written right under it, as one of its answers.
    const answering = answered !== undefined && unit.parts.some((part) => part.id === answered)
    return answering && composer ? [row, { type: 'composer', key: COMPOSER_KEY, guides, target: composer, level: level + 1 }] : [row]
  })
  if (shown.length < flat.length) {
    rows.push({ type: 'more-comments', key: `more-comments:${postId}`, guides, postId, hidden: flat.length - shown.length })
  }
  // A new comment is written after the ones already there.
  if (composer?.kind === 'comment' && composer.postId === postId && answered === undefined) {
    rows.push({ type: 'composer', key: COMPOSER_KEY, guides, target: composer, level: 0 })
  }
  return rows
}

function postRows(node: PostNode, view: ThreadViewState, rows: ThreadRow[], composer: ComposerTarget | null): void {
  const collapsed = node.depth > 0 && view.collapsed.has(node.post.id)
  rows.push({ type: 'post', key: postKey(node.post.id), guides: node.guides, node, collapsed })
  const inside = node.depth === 0 ? node.guides : [...node.guides, node.post.id]
  // A reply is written right under what it answers, where it will appear first among its replies.
  if (composer?.kind === 'reply' && composer.postId === node.post.id) {
    rows.push({ type: 'composer', key: COMPOSER_KEY, guides: inside, target: composer, level: 0 })
  }
  if (collapsed) {
    rows.push({
      type: 'collapsed',
      key: `collapsed:${node.post.id}`,
      guides: node.guides,
      postId: node.post.id,
      replies: node.descendants,
      comments: node.commentsBelow,
    })
    return
  }
  rows.push(...commentRows(node, view, inside, composer))
  for (const child of node.children) postRows(child, view, rows, composer)
}

const isNewRow = (row: ThreadRow) => (row.type === 'post' && row.node.post.new) || (row.type === 'comment' && row.unit.isNew)

/**
 * The rows of the thread layout, with stable keys: contributions nested by reply, each
 * followed by its comments. "New since your last visit" goes before the first new row,
 * when something old comes before it (when everything is new, there is no line to draw).
 * An open composer is a row too, where what it writes will appear.
 */
export function threadRows(
  tree: ThreadTree,
  view: ThreadViewState = initialViewState,
  composer: ComposerTarget | null = null,
): ThreadRow[] {
  const rows: ThreadRow[] = []
  for (const root of tree.roots) postRows(root, view, rows, composer)
  for (const { postId, units } of tree.strayComments) {
    rows.push({ type: 'stray-comments', key: `stray-comments:${postId}`, guides: [], postId })
    for (const { unit, level, parent } of flattenUnits(units)) {
      rows.push({ type: 'comment', key: commentKey(unit.id), guides: [], postId, unit, level, parent, stray: true })
    }
  }
  const firstNew = rows.findIndex(isNewRow)
  if (firstNew > 0) rows.splice(firstNew, 0, { type: 'new-divider', key: 'new-divider', guides: [] })
  return rows
}
