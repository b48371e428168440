import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { readEventData } from '../../../api/live/event-data'
import { useLiveEvents } from '../../../api/live/use-live-events'
import { MAX_EVENT_TOPICS } from '../../../contract/shapes/event-topics'

interface ThreadsNews {
  key: string
  active: string[]
  stale: boolean
}

/**
 * Follows the threads a feed of no one board lists ("Your stuff"): the first ones, as many as a
 * stream may follow. A thread with a new contribution or comment counts as active; the feed
 * stays as the reader sees it until they ask, and `refresh()` reads it again. After a `reset`
 * the feed only knows it may have changed.
 */
export function useThreadsLive(threadIds: readonly string[], feedKey: QueryKey) {
  const queryClient = useQueryClient()
  const followed = threadIds.slice(0, MAX_EVENT_TOPICS)
  const key = followed.join(',')
  const [news, setNews] = useState<ThreadsNews>({ key, active: [], stale: false })
  const current = news.key === key ? news : { key, active: [], stale: false }
  const markStale = () => setNews({ ...current, stale: true })

  useLiveEvents(
    { threads: followed, boards: [] },
    async (event, following) => {
      if (event.type === 'reset') return markStale()
      const data =
        event.type === 'contribution'
          ? await readEventData(event, 'contribution')
          : event.type === 'comment'
            ? await readEventData(event, 'comment')
            : null
      if (following.aborted || !data || !followed.includes(data.thread_id)) return
      setNews((before) => {
        const state = before.key === key ? before : { key, active: [], stale: false }
        return state.active.includes(data.thread_id) ? state : { ...state, active: [...state.active, data.thread_id] }
      })
    },
    markStale,
  )

  async function refresh() {
    await queryClient.refetchQueries({ queryKey: feedKey, exact: true })
    setNews({ key, active: [], stale: false })
  }

  return { active: current.active.length, stale: current.stale, refresh }
}
