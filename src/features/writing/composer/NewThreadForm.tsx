import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { markListsStale } from '../../../api/thread-cache/splice-posts'
import { threadQueries } from '../../../api/queries/threads'
import { writeMutations } from '../../../api/queries/writes'
import { type Thread } from '../../../contract/schemas/thread'
import { DEFAULT_VIEWS, type DefaultView } from '../../../contract/shapes/default-views'
import { Composer } from './Composer'
import { useWriterId } from './use-writer'

const viewNames: Record<DefaultView, { label: string; hint: string }> = {
  thread: { label: 'Thread', hint: 'replies nested under what they answer' },
  gallery: { label: 'Gallery', hint: 'your post as a cover, replies as cards' },
  timeline: { label: 'Timeline', hint: 'every post in the order written' },
}

/**
 * Starting a thread on a board: its first post, tags, and how it opens. The server answers
 * the whole thread, which goes straight into the cache, so the page it opens on needs no
 * second request; the board's feed is marked stale, to list it first when next seen.
 */
export function NewThreadForm({
  boardId,
  boardName,
  onStarted,
  onCancel,
}: {
  boardId: string
  boardName: string
  onStarted: (thread: Thread) => void
  onCancel: () => void
}) {
  const queryClient = useQueryClient()
  const userId = useWriterId()
  const [view, setView] = useState<DefaultView>('thread')
  const legendId = useId()
  if (!userId) return <p role="status">Opening the editor…</p>
  return (
    <Composer
      title={`New thread in ${boardName}`}
      draft={{ userId, scope: `board:${boardId}`, parentId: boardId, kind: 'thread' }}
      withTags
      send={(written, key) =>
        writeMutations.startThread(boardId, { content: written.contents[0] ?? '', defaultView: view, ...written.tags }, key)
      }
      onPosted={(thread) => {
        queryClient.setQueryData(threadQueries.detail(thread.id).queryKey, thread)
        markListsStale(queryClient)
        onStarted(thread)
      }}
      onClose={onCancel}
    >
      <fieldset aria-labelledby={legendId} className="space-y-1">
        <legend id={legendId} className="text-sm font-medium">
          Opens as
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {DEFAULT_VIEWS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="default-view"
                value={value}
                checked={view === value}
                onChange={() => setView(value)}
                className="size-4 accent-teal-700"
              />
              <span>
                {viewNames[value].label} <span className="text-sm text-stone-700 dark:text-stone-300">— {viewNames[value].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Composer>
  )
}
