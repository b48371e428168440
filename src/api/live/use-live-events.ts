import { useEffect, useEffectEvent } from 'react'
import type { Topics } from './event-connection'
import { oneAtATime } from './event-data'
import type { StreamEvent } from './event-stream-parser'
import { followTopics, onLiveEvent } from './live-events'

/**
 * Follows `topics` while the component shows them and hands it each live event in turn (the
 * data of one is checked before the next is looked at). `following` aborts when the component
 * stops following them: what a check answers after that is for a page no longer shown. An
 * event whose data could not be checked may have said anything: `onDoubt` hears of it.
 */
export function useLiveEvents(
  topics: Topics,
  onEvent: (event: StreamEvent, following: AbortSignal) => Promise<void>,
  onDoubt: () => void,
): void {
  const key = JSON.stringify({ threads: topics.threads, boards: topics.boards })
  const handle = useEffectEvent(onEvent)
  const doubt = useEffectEvent(onDoubt)

  useEffect(() => {
    const following = new AbortController()
    const stopFollowing = followTopics(JSON.parse(key) as Topics)
    const stopListening = onLiveEvent(
      oneAtATime((event) =>
        handle(event, following.signal).catch(() => {
          if (!following.signal.aborted) doubt()
        }),
      ),
    )
    return () => {
      following.abort()
      stopFollowing()
      stopListening()
    }
  }, [key])
}
