import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { followTopics, onLiveEvent } from '../../../api/live/live-events'
import { eventDataSchemas } from '../../../api/schemas/events'

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
    const stopListening = onLiveEvent((event) => {
      if (event.type === 'reset') return setNews((before) => ({ ...(before.key === key ? before : none(key)), stale: true }))
      const data: unknown = event.data ? JSON.parse(event.data) : {}
      const parsed =
        event.type === 'thread' || event.type === 'thread_moved'
          ? eventDataSchemas.thread.safeParse(data)
          : event.type === 'contribution'
            ? eventDataSchemas.contribution.safeParse(data)
            : null
      if (!parsed?.success || !boards.has(parsed.data.board_id)) return
      const threadId = parsed.data.thread_id
      setNews((before) => {
        const state = before.key === key ? before : none(key)
        if (event.type === 'contribution') {
          if (state.newThreads.includes(threadId) || state.active.includes(threadId)) return state
          return { ...state, active: [...state.active, threadId] }
        }
        if (state.newThreads.includes(threadId)) return state
        return { ...state, newThreads: [...state.newThreads, threadId], active: state.active.filter((id) => id !== threadId) }
      })
    })
    return () => {
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
