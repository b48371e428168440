import { type DehydratedState, dehydrate, hydrate, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { feedPage, threadSummary } from '../../test/builders'
import { apiPath, http, HttpResponse, server } from '../../test/msw'
import { feedQueries, latestOf } from './feeds'

describe('feed paging', () => {
  const { getNextPageParam } = feedQueries.board('board')

  it('asks for the cursor the last page gave, and stops at null', () => {
    expect(getNextPageParam(feedPage([], 'next-1'), [], null, [])).toBe('next-1')
    expect(getNextPageParam(feedPage([], null), [], 'next-1', [])).toBeUndefined()
  })

  it('stops rather than asking for the same page forever when a server repeats a cursor', () => {
    expect(getNextPageParam(feedPage([], 'same'), [], 'same', [])).toBeUndefined()
  })
})

describe('latestOf', () => {
  const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 22, 12, 0) - minutesAgo * 60_000).toISOString()

  it('merges the boards’ pages newest first, each thread once, and keeps only the newest few', () => {
    const a1 = threadSummary({ last_activity_at: at(1) })
    const a2 = threadSummary({ last_activity_at: at(30) })
    const b1 = threadSummary({ last_activity_at: at(5) })
    const b2 = threadSummary({ last_activity_at: at(60) })
    const latest = latestOf([feedPage([a1, a2], 'more'), feedPage([b1, a1, b2])], 3)
    expect(latest.activity.map((thread) => thread.id)).toEqual([a1.id, b1.id, a2.id])
    expect(latest.cursor.next).toBeNull()
  })

  it('is an empty last page when no board has threads', () => {
    expect(latestOf([feedPage([]), feedPage([])], 5)).toEqual({ activity: [], cursor: { next: null } })
  })
})

describe('a feed drawn on the server and taken over in the browser', () => {
  it('asks for its first page again without a cursor', async () => {
    const asked: (string | null)[] = []
    server.use(
      http.get(apiPath('/feeds/boards/:boardId'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('cursor'))
        return HttpResponse.json(feedPage([threadSummary()], 'next-1'))
      }),
    )
    const drawn = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await drawn.fetchInfiniteQuery(feedQueries.board('board'))
    // As the page carries it: JSON, where undefined becomes null.
    const state = JSON.parse(JSON.stringify(dehydrate(drawn))) as DehydratedState
    const browser = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    hydrate(browser, state)
    // Read again, as after a reader's session arrives: the pages it holds, from their own cursors.
    await browser.fetchInfiniteQuery({ ...feedQueries.board('board'), staleTime: 0 })
    expect(asked).toEqual([null, null])
  })
})
