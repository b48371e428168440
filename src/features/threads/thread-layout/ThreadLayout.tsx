import { lazy, Suspense, useMemo, useState } from 'react'
import { Notice } from '../../../components/ui/Notice'
import { type ScrollRequest, WindowList } from '../../../components/ui/WindowList'
import { type ComposerTarget, type Posted } from '../../../lib/composer-target'
import { useComposer } from '../composer-context'
import { type RowContext, ThreadRowView } from './ThreadRowView'
import { buildThreadTree, commentKey, type CommentUnit, flattenUnits, postKey, type ThreadTree } from '../thread-tree'
import { unreadOrder, unreadStep } from '../unread/unread-order'
import { COMPOSER_KEY, threadRows, type ThreadRow } from './thread-rows'
import { useDeleteWords } from '../own-words/use-delete-words'
import { initialViewState, revealItem, type ThreadViewState } from './view-state'
import { type LayoutProps } from '../thread-layouts'

// Only a signed-in reader with something new sees the bar (and has `j`/`k`): its code comes then.
const UnreadBar = lazy(() => import('../unread/UnreadBar').then((module) => ({ default: module.UnreadBar })))

/**
 * From this many rows on, only the rows near the viewport are in the page (decision 011): the
 * big thread's 4,000 rows would take seconds to draw. Below it every row is in the page, so
 * the browser's find-in-page sees the whole thread.
 * Exported though only used here: the build inlines an exported constant but keeps a module's own as a variable, a few bytes more on the page. @public
 */
export const WINDOW_FROM_ROWS = 150

const rowEstimates: Record<ThreadRow['type'], number> = {
  post: 180,
  comment: 100,
  'more-comments': 36,
  collapsed: 36,
  'stray-comments': 56,
  'new-divider': 40,
  composer: 320,
}

/** A row's height before it is measured (the timeline draws the same rows). */
export const estimateRowSize = (row: ThreadRow) => rowEstimates[row.type]

/**
 * The thread layout: every contribution nested under the one it answers, comments under
 * their contribution, folds, and the way through what is new. `complete` is false while only
 * the starter (from a feed) is known.
 */
export function ThreadLayout({ thread, complete, titleBlock, targetPostId, targetCommentId }: LayoutProps) {
  const tree = useMemo(() => buildThreadTree(thread), [thread])
  const [view, setView] = useState<ThreadViewState>(initialViewState)
  const composer = useComposer()
  const composerTarget = composer?.target ?? null
  const rows = useMemo(() => threadRows(tree, view, composerTarget), [tree, view, composerTarget])
  const unread = useMemo(() => unreadOrder(tree), [tree])
  const [current, setCurrent] = useState<string | null>(null)
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null)

  const request = (next: Omit<ScrollRequest, 'seq'>) => setScrollRequest((before) => ({ ...next, seq: (before?.seq ?? 0) + 1 }))
  const goTo = (key: string, target: { postId: string; unitId?: string }) => {
    setView((before) => revealItem(tree, before, target))
    setCurrent(key)
    request({ key })
  }
  // Folding and unfolding remove the control that was used: focus goes to the one that undoes it.
  const setFolded = (postId: string, folded: boolean) => {
    setView((before) => {
      const collapsed = new Set(before.collapsed)
      if (folded) collapsed.add(postId)
      else collapsed.delete(postId)
      return { ...before, collapsed }
    })
    request(
      folded
        ? { key: `collapsed:${postId}`, target: 'button', align: 'nearest' }
        : { key: postKey(postId), target: 'footer button[aria-expanded]', align: 'nearest' },
    )
  }

  // `?post=` (and `?comment=` on it): open what hides it, bring it into view and mark it, once
  // the thread is in. A comment no longer there leaves its post as the target.
  const [handledTarget, setHandledTarget] = useState<string | null>(null)
  const targetNode = complete && targetPostId ? tree.byId.get(targetPostId) : undefined
  const targetUnit = targetNode && targetCommentId ? unitHolding(targetNode.comments, targetCommentId) : undefined
  const target = targetNode && `${targetNode.post.id}/${targetUnit?.id ?? ''}`
  if (targetNode && target && handledTarget !== target) {
    setHandledTarget(target)
    if (targetUnit) goTo(commentKey(targetUnit.id), { postId: targetNode.post.id, unitId: targetUnit.id })
    else goTo(postKey(targetNode.post.id), { postId: targetNode.post.id })
  }

  const step = (direction: 1 | -1) => {
    const index = unreadStep(unread, current, direction)
    const item = index === null ? undefined : unread[index]
    if (item) goTo(item.key, item)
  }

  // What was just posted (or edited) comes into view, marked and focused, once the thread holds it.
  const showPosted = (posted: Posted) => {
    const commentId = posted.kind === 'reply' ? undefined : posted.commentId
    const node = tree.byId.get(posted.postId)
    const unit = commentId && node ? unitHolding(node.comments, commentId) : undefined
    // A comment just posted is its own unit's first part; an edited one may be any part.
    const unitId = unit?.id ?? commentId
    if (unitId) goTo(commentKey(unitId), { postId: posted.postId, unitId })
    else goTo(postKey(posted.postId), { postId: posted.postId })
  }
  const deleteWords = useDeleteWords(thread.id)

  const context: RowContext = {
    tree,
    boardId: thread.parent_board_id,
    starterIdentity: thread.starter.secret_identity,
    titleBlock,
    currentKey: current,
    fold: (postId) => setFolded(postId, true),
    unfold: (postId) => setFolded(postId, false),
    showAllComments: (postId) => setView((before) => ({ ...before, allComments: new Set(before.allComments).add(postId) })),
    composer,
    showPosted,
    deleteWords,
  }
  const position = current === null ? 0 : unread.findIndex((item) => item.key === current) + 1

  return (
    <div className="space-y-3">
      {complete && targetPostId && !tree.byId.has(targetPostId) && (
        <Notice title="The post this link points to is not in this thread any more." />
      )}
      <WindowList
        items={rows}
        itemKey={(row) => row.key}
        renderItem={(row) => <ThreadRowView row={row} context={context} />}
        estimateSize={estimateRowSize}
        windowFrom={WINDOW_FROM_ROWS}
        scrollRequest={scrollRequest}
        keepKey={composerTarget ? keptRow(tree, composerTarget) : null}
      />
      {!complete && (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          Loading the replies…
        </p>
      )}
      {complete && unread.length > 0 && (
        <Suspense fallback={null}>
          <UnreadBar total={unread.length} position={position} onPrevious={() => step(-1)} onNext={() => step(1)} />
        </Suspense>
      )}
    </div>
  )
}

/** The row an open composer is in, kept in the page while the reader scrolls away: its own, or the edited post's or comment's. */
export function keptRow(tree: ThreadTree, target: ComposerTarget): string {
  if (target.kind !== 'edit') return COMPOSER_KEY
  if (target.words === 'post') return postKey(target.id)
  const node = tree.byId.get(target.postId)
  const unit = node && unitHolding(node.comments, target.id)
  return unit ? commentKey(unit.id) : COMPOSER_KEY
}

/** The comment unit (one author's chain) that holds a comment, among a contribution's. */
function unitHolding(units: readonly CommentUnit[], commentId: string): CommentUnit | undefined {
  return flattenUnits(units).find(({ unit }) => unit.parts.some((part) => part.id === commentId))?.unit
}
