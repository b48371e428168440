// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { contribution, feedPage, fullThread, threadSummary } from '../../test/builders'
import { feedQueries } from '../queries/feeds'
import { threadQueries } from '../queries/threads'
import { type Thread } from '../../contract/schemas/thread'
import { markThreadSeen } from './thread-visit'

describe('a patch of a thread', () => {
  it('leaves a feed stale after a later patch of another thread in it, or of a thread not in it', () => {
    const queryClient = new QueryClient()
    const listed = threadSummary()
    const feedKey = feedQueries.board(listed.parent_board_id).queryKey
    queryClient.setQueryData(feedKey, { pages: [feedPage([listed])], pageParams: [null] })
    void queryClient.invalidateQueries({ queryKey: feedQueries.all(), refetchType: 'none' })

    // A visit elsewhere, then one to this very thread: neither makes the feed look fetched just now.
    markThreadSeen(queryClient, 'some-other-thread')
    markThreadSeen(queryClient, listed.id)
    expect(queryClient.getQueryState(feedKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryData(feedKey)?.pages[0]?.activity[0]?.new).toBe(false)
  })

  it('of a visit takes every mark of new from the thread’s own answer, and from the feeds', () => {
    const queryClient = new QueryClient()
    const thread = fullThread({ new: true, new_posts_amount: 1, posts: [contribution({ new: true, new_comments_amount: 2 })] })
    queryClient.setQueryData(threadQueries.detail(thread.id).queryKey, thread)
    const feedKey = feedQueries.board(thread.parent_board_id).queryKey
    queryClient.setQueryData(feedKey, { pages: [feedPage([thread])], pageParams: [null] })

    markThreadSeen(queryClient, thread.id)

    const cached = queryClient.getQueryData<Thread>(threadQueries.detail(thread.id).queryKey)
    expect([cached?.new, cached?.new_posts_amount]).toEqual([false, 0])
    expect(cached?.posts.map((post) => [post.new, post.new_comments_amount])).toEqual([
      [false, 0],
      [false, 0],
    ])
    expect(queryClient.getQueryData(feedKey)?.pages[0]?.activity[0]).toMatchObject({ new: false, new_posts_amount: 0 })
  })
})
