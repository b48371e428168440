import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { followTopics, onLiveEvent } from '../../../api/live/live-events'
import { oneAtATime, readEventData } from '../../../api/live/event-data'
import type { StreamEvent } from '../../../api/live/event-stream-parser'

interface FeedNews {
  key: string
  newThreads: string[]
  active: string[]
  /** Events were missed (`reset`: the browser was away too long): what changed is not known. */
  stale: boolean
}

const none = (key: string): FeedNews => ({ key, newThreads: [], active: [], stale: false })

/**
 * Follows the boards a feed lists. New threads (and threads moved in) and threads with new
 * contributions are counted, not shown: the feed stays as the reader sees it until they ask,
 * and `refresh()` reads its pages again. Comments carry no board in their events, so only
 * contributions count as activity here. After a `reset` the feed only knows it may have changed.
 */
export function useFeedLive(boardIds: readonly string[], feedKey: QueryKey) {
  const queryClient = useQueryClient()
  const key = boardIds.join(',')
  const [news, setNews] = useState<FeedNews>(none(key))
  const current = news.key === key ? news : none(key)

  useEffect(() => {
    const boards = new Set(key.split(',').filter(Boolean))
    const stopFollowing = followTopics({ threads: [], boards: [...boards] })
    let following = true
    const markStale = () => setNews((before) => ({ ...(before.key === key ? before : none(key)), stale: true }))
    const handle = async (event: StreamEvent) => {
      if (event.type === 'reset') return markStale()
      const data =
        event.type === 'thread' || event.type === 'thread_moved'
          ? await readEventData(event, 'thread')
          : event.type === 'contribution'
            ? await readEventData(event, 'contribution')
            : null
      if (!following || !data || !boards.has(data.board_id)) return
      const threadId = data.thread_id
      setNews((before) => {
        const state = before.key === key ? before : none(key)
        if (event.type === 'contribution') {
          if (state.newThreads.includes(threadId) || state.active.includes(threadId)) return state
          return { ...state, active: [...state.active, threadId] }
        }
        if (state.newThreads.includes(threadId)) return state
        return { ...state, newThreads: [...state.newThreads, threadId], active: state.active.filter((id) => id !== threadId) }
      })
    }
    // An event whose data could not be checked may have said anything: the feed may have changed.
    const stopListening = onLiveEvent(
      oneAtATime((event) =>
        handle(event).catch(() => {
          if (following) markStale()
        }),
      ),
    )
    return () => {
      following = false
      stopFollowing()
      stopListening()
    }
  }, [key])

  async function refresh() {
    await queryClient.refetchQueries({ queryKey: feedKey, exact: true })
    setNews(none(key))
  }

  return { newThreads: current.newThreads.length, active: current.active.length, stale: current.stale, refresh }
}
