import { useId, useMemo, useState } from 'react'
import { Notice } from '../../../components/ui/Notice'
import { type ScrollRequest, WindowList } from '../../../components/ui/WindowList'
import { useComposer } from '../composer-context'
import { useDeleteWords } from '../own-words/use-delete-words'
import { type LayoutProps } from '../thread-layouts'
import { type RowContext, ThreadRowView } from '../thread-layout/ThreadRowView'
import { estimateRowSize, keptRow, WINDOW_FROM_ROWS } from '../thread-layout/ThreadLayout'
import { initialViewState, type ThreadViewState } from '../thread-layout/view-state'
import { buildThreadTree, postKey } from '../thread-tree'
import { hasNews, timelineRows, type TimelineMode } from './timeline-rows'

const modes: { value: TimelineMode; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'latest', label: 'Latest' },
  { value: 'all', label: 'All' },
]

/**
 * The timeline layout (design.md, "Reader controls"): every contribution flat, with its comments,
 * New (since the last visit), Latest (newest first) or All (in the order written). Each reply
 * says whom it answers, a button that brings that post into view. Windowed from as many rows as
 * the thread layout, with the same rows (ThreadRowView).
 */
export function TimelineLayout({ thread, complete, titleBlock, targetPostId }: LayoutProps) {
  const tree = useMemo(() => buildThreadTree(thread), [thread])
  const anyNews = useMemo(() => [...tree.byId.values()].some(hasNews), [tree])
  const [mode, setMode] = useState<TimelineMode>(anyNews ? 'new' : 'all')
  const [view, setView] = useState<ThreadViewState>(initialViewState)
  const composer = useComposer()
  const composerTarget = composer?.target ?? null
  const rows = useMemo(() => timelineRows(tree, mode, view, composerTarget), [tree, mode, view, composerTarget])
  const [current, setCurrent] = useState<string | null>(null)
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null)
  const groupName = useId()

  // Another post: in view, marked and focused; "New" may not hold it, "All" does.
  const goTo = (postId: string) => {
    const key = postKey(postId)
    if (!rows.some((row) => row.key === key)) setMode('all')
    setCurrent(key)
    setScrollRequest((before) => ({ key, seq: (before?.seq ?? 0) + 1 }))
  }
  const [handledTarget, setHandledTarget] = useState<string | null>(null)
  if (complete && targetPostId && handledTarget !== targetPostId && tree.byId.has(targetPostId)) {
    setHandledTarget(targetPostId)
    goTo(targetPostId)
  }

  const deleteWords = useDeleteWords(thread.id)
  const context: RowContext = {
    tree,
    boardId: thread.parent_board_id,
    starterIdentity: thread.starter.secret_identity,
    titleBlock,
    currentKey: current,
    fold: () => {},
    unfold: () => {},
    showAllComments: (postId) => setView((before) => ({ ...before, allComments: new Set(before.allComments).add(postId) })),
    composer,
    showPosted: (posted) => goTo(posted.postId),
    deleteWords,
    showParent: goTo,
  }

  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Show</legend>
        {modes.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-stone-400 px-4 font-medium has-checked:border-teal-700 has-checked:bg-teal-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-700 dark:border-stone-500 dark:has-checked:border-teal-300 dark:has-checked:bg-teal-950"
          >
            <input
              type="radio"
              name={groupName}
              value={option.value}
              checked={mode === option.value}
              onChange={() => setMode(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {mode === 'new' && rows.length === 0 ? (
        <Notice title="Nothing new since your last visit.">
          <p>Choose Latest or All to read the whole thread.</p>
        </Notice>
      ) : (
        <WindowList
          items={rows}
          itemKey={(row) => row.key}
          renderItem={(row) => <ThreadRowView row={row} context={context} />}
          estimateSize={estimateRowSize}
          windowFrom={WINDOW_FROM_ROWS}
          scrollRequest={scrollRequest}
          keepKey={composerTarget ? keptRow(tree, composerTarget) : null}
        />
      )}
      {!complete && (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          Loading the replies…
        </p>
      )}
    </div>
  )
}
