import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { readEventData } from '../../../api/live/event-data'
import type { StreamEvent } from '../../../api/live/event-stream-parser'
import { useLiveEvents } from '../../../api/live/use-live-events'
import { realmQueries } from '../../../api/queries/realms'

interface FeedNews {
  key: string
  newThreads: string[]
  active: string[]
  /** Events were missed (`reset`: the browser was away too long): what changed is not known. */
  stale: boolean
}

const none = (key: string): FeedNews => ({ key, newThreads: [], active: [], stale: false })

/** The thread (and board, but for a comment) an event names, for the events a feed counts. */
async function threadOf(event: StreamEvent) {
  if (event.type === 'thread' || event.type === 'thread_moved') return readEventData(event, 'thread')
  if (event.type === 'contribution') return readEventData(event, 'contribution')
  if (event.type === 'comment') return readEventData(event, 'comment')
  return null
}

/**
 * Follows the boards a feed lists, and `threadIds` by name (a feed of no one board, "Your
 * stuff"). New threads (and threads moved in) and threads with new contributions are counted,
 * not shown: the feed stays as the reader sees it until they ask, and `refresh()` reads its
 * pages again. Comments carry no board in their events, so they count as activity only on the
 * threads followed by name. After a `reset` the feed only knows it may have changed.
 * A `board_updated` (the realm's boards made, changed, deleted or reordered) or a `reset` (also
 * what a reader hears when a board closes to them) reads the realms again: the header's board
 * list, the realm home's boards and whether this board is still open to the reader.
 */
export function useFeedLive(boardIds: readonly string[], feedKey: QueryKey, threadIds: readonly string[] = []) {
  const queryClient = useQueryClient()
  const key = `${boardIds.join(',')}|${threadIds.join(',')}`
  const [news, setNews] = useState<FeedNews>(none(key))
  const current = news.key === key ? news : none(key)
  const update = (change: (state: FeedNews) => FeedNews) => setNews((before) => change(before.key === key ? before : none(key)))
  const markStale = () => update((state) => ({ ...state, stale: true }))

  useLiveEvents(
    { threads: threadIds, boards: boardIds },
    async (event, following) => {
      if (event.type === 'board_updated' || event.type === 'reset') void queryClient.invalidateQueries({ queryKey: realmQueries.all() })
      if (event.type === 'reset') return markStale()
      const data = await threadOf(event)
      if (following.aborted || !data) return
      const threadId = data.thread_id
      const onBoard = 'board_id' in data && boardIds.includes(data.board_id)
      const activity = event.type === 'contribution' || event.type === 'comment'
      // New and moved-in threads count on a followed board; activity there or on a thread followed by name.
      if (activity ? !onBoard && !threadIds.includes(threadId) : !onBoard) return
      update((state) => {
        if (activity) {
          if (state.newThreads.includes(threadId) || state.active.includes(threadId)) return state
          return { ...state, active: [...state.active, threadId] }
        }
        if (state.newThreads.includes(threadId)) return state
        return { ...state, newThreads: [...state.newThreads, threadId], active: state.active.filter((id) => id !== threadId) }
      })
    },
    markStale,
  )

  async function refresh() {
    await queryClient.refetchQueries({ queryKey: feedKey, exact: true })
    setNews(none(key))
  }

  return { newThreads: current.newThreads.length, active: current.active.length, stale: current.stale, refresh }
}
