import { Button } from './Button'

/** What "Load more" needs of an infinite query (React Query's own fields). */
interface NextPages {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

/** "Load more" under a list paged by hand (notifications, search results); nothing when there is no next page. */
export function LoadMore({ list }: { list: NextPages }) {
  if (!list.hasNextPage) return null
  return (
    <div className="flex justify-center">
      <Button disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  )
}
