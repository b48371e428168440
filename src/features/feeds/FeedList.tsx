import { type InfiniteData, type UseSuspenseInfiniteQueryResult } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef } from 'react'
import { useIsLoggedIn } from '../../api/access-token'
import { type FeedPage } from '../../contract/schemas/feed'
import { Button } from '../../components/ui/Button'
import { Notice } from '../../components/ui/Notice'
import { useFirstItemsFirst } from '../../lib/use-first-items-first'
import { threadsOfPages } from './feed-pages'
import { ThreadCard } from './ThreadCard'
import { useLoadOnVisible } from './use-load-on-visible'

/** Enough cards to fill a screen: the rest start below the fold (useFirstItemsFirst). */
export const FIRST_CARDS = 2

type FeedQuery = UseSuspenseInfiniteQueryResult<InfiniteData<FeedPage, unknown>>

/**
 * A feed's threads, loading the next page as the reader nears the end. The "Load more"
 * button does the same for keyboards, and for browsers without IntersectionObserver.
 */
export function FeedList({ feed, empty, headingLevel }: { feed: FeedQuery; empty: ReactNode; headingLevel?: 2 | 3 }) {
  const loggedIn = useIsLoggedIn()
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError, error } = feed
  const threads = threadsOfPages(data.pages)
  const shown = useFirstItemsFirst(threads, FIRST_CARDS)
  const canLoad = hasNextPage && !feed.isFetching && !isFetchNextPageError
  // Not while the first cards are alone on the page: the end of the list is near the viewport then.
  const sentinel = useLoadOnVisible<HTMLDivElement>(() => void fetchNextPage(), canLoad && shown.length === threads.length)

  // "Load more" by keyboard: focus goes to the first new thread, not back to the top.
  const list = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const index = focusFrom.current
    if (index === null || threads.length <= index) return
    focusFrom.current = null
    list.current?.querySelectorAll<HTMLElement>(':scope > li > article')[index]?.focus()
  }, [threads.length])
  const loadMore = () => {
    if (isFetchingNextPage) return
    focusFrom.current = threads.length
    void fetchNextPage()
  }

  if (threads.length === 0 && !hasNextPage) return <>{empty}</>
  return (
    <div className="space-y-4">
      <ul ref={list} className="space-y-4" aria-label="Threads">
        {shown.map((thread) => (
          <li key={thread.id}>
            <ThreadCard thread={thread} signedIn={loggedIn} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="flex flex-col items-center gap-3 py-4">
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          {isFetchingNextPage ? 'Loading more threads…' : !hasNextPage && data.pages.length > 1 ? 'You have reached the end.' : ''}
        </p>
        {isFetchNextPageError && (
          <Notice tone="error" title="The next threads could not be loaded.">
            <p>{error?.message}</p>
          </Notice>
        )}
        {hasNextPage && (
          <Button onClick={loadMore} aria-disabled={isFetchingNextPage}>
            {isFetchNextPageError ? 'Try again' : 'Load more'}
          </Button>
        )}
      </div>
    </div>
  )
}
