import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { liveSupported, onLiveEvent, onLiveSupportChange } from '../../api/live/live-events'
import { moderationQueries } from '../../api/queries/moderation'
import { notificationQueries } from '../../api/queries/notifications'

/** Whether this server has live events; false hides the bell (design.md: a 404 hides the feature). */
export function useLiveSupported(): boolean {
  return useSyncExternalStore(onLiveSupportChange, liveSupported, liveSupported)
}

/**
 * Keeps the notifications current: a `notification` event (or a `reset`) reads them again, and a
 * moderator's open reports with them (a report, or another moderator's decision, comes as one).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'notification' || event.type === 'reset') {
          void queryClient.invalidateQueries({ queryKey: notificationQueries.all() })
          void queryClient.invalidateQueries({ queryKey: moderationQueries.all() })
        }
      }),
    [queryClient],
  )
}

const counted = /^\(\d+\) /

/** "(N) " before the document title while N notifications are unread, whatever page sets the title. */
export function useUnreadInTitle(unread: number): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(counted, '')
      const wanted = unread > 0 ? `(${unread}) ${base}` : base
      if (document.title !== wanted) document.title = wanted
    }
    apply()
    const title = document.querySelector('title')
    const observer = new MutationObserver(apply)
    if (title) observer.observe(title, { childList: true, characterData: true, subtree: true })
    return () => {
      observer.disconnect()
      document.title = document.title.replace(counted, '')
    }
  }, [unread])
}
