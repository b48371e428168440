import { type ComposerTarget } from '../../../lib/composer-target'
import { flattenUnits, type PostNode, postKey, type ThreadTree } from '../thread-tree'
import { COMPOSER_KEY, commentRows, type ThreadRow } from '../thread-layout/thread-rows'
import { initialViewState, type ThreadViewState } from '../thread-layout/view-state'

/** New: what came since the last visit; Latest: everything, newest first; All: everything, in the order written. */
export type TimelineMode = 'new' | 'latest' | 'all'

const written = (a: PostNode, b: PostNode) => a.post.created_at.localeCompare(b.post.created_at) || a.post.id.localeCompare(b.post.id)

/** A contribution that is new, or holds a new comment. */
export const hasNews = (node: PostNode) => node.post.new || flattenUnits(node.comments).some(({ unit }) => unit.isNew)

/**
 * The timeline's rows (design.md, "Reader controls"): every contribution flat, each followed by
 * its comments, in `mode`'s order; a reply being written comes right under what it answers.
 * Rows are the thread layout's, so both draw them alike (ThreadRowView).
 */
export function timelineRows(
  tree: ThreadTree,
  mode: TimelineMode,
  view: ThreadViewState = initialViewState,
  composer: ComposerTarget | null = null,
): ThreadRow[] {
  const nodes = [...tree.byId.values()].sort(written)
  if (mode === 'latest') nodes.reverse()
  const shown = mode === 'new' ? nodes.filter(hasNews) : nodes
  return shown.flatMap((node): ThreadRow[] => [
    { type: 'post', key: postKey(node.post.id), guides: [], node, collapsed: false },
    ...(composer?.kind === 'reply' && composer.postId === node.post.id
      ? [{ type: 'composer' as const, key: COMPOSER_KEY, guides: [], target: composer, level: 0 }]
      : []),
    ...commentRows(node, view, [], composer),
  ])
}
