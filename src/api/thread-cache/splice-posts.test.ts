// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { comment, contribution, feedPage, fullThread, threadSummary } from '../../test/builders'
import { feedQueries } from '../queries/feeds'
import { threadQueries } from '../queries/threads'
import { type Thread } from '../../contract/schemas/thread'
import { spliceComments, spliceReply, withComments, withReply } from './splice-posts'

function threadWithReply() {
  const thread = fullThread()
  const first = contribution({ parent_thread_id: thread.id, parent_post_id: thread.starter.id })
  return { ...thread, posts: [...thread.posts, first], total_posts_amount: 2, direct_threads_amount: 1 }
}

describe('a new reply in the cached thread', () => {
  it('joins the posts under its parent, with the counts and the activity time moved on', () => {
    const thread = threadWithReply()
    const parent = thread.posts[1]
    if (!parent) throw new Error('no reply in the sample')
    const reply = contribution({
      parent_thread_id: thread.id,
      parent_post_id: parent.id,
      own: true,
      created_at: new Date(Date.now() + 1000).toISOString(),
    })
    const after = withReply(thread, reply)
    expect(after.posts.at(-1)).toBe(reply)
    expect(after.total_posts_amount).toBe(3)
    expect(after.direct_threads_amount).toBe(1)
    expect(after.last_activity_at).toBe(reply.created_at)
  })

  it('counts a direct reply to the starter as one', () => {
    const thread = threadWithReply()
    expect(withReply(thread, contribution({ parent_thread_id: thread.id, parent_post_id: thread.starter.id })).direct_threads_amount).toBe(
      2,
    )
  })

  it('is there once, however often the same answer is spliced', () => {
    const thread = threadWithReply()
    const reply = contribution({ parent_thread_id: thread.id, parent_post_id: thread.starter.id })
    const once = withReply(thread, reply)
    expect(withReply(once, reply)).toBe(once)
  })
})

describe('new comments in the cached thread', () => {
  it('join their post in order, counted on the post, the starter when it is theirs, and the thread', () => {
    const thread = threadWithReply()
    const post = thread.posts[1]
    if (!post) throw new Error('no reply in the sample')
    const first = comment(post.id, { own: true, created_at: new Date(Date.now() + 1000).toISOString() })
    const second = comment(post.id, { own: true, chain_parent_id: first.id, created_at: new Date(Date.now() + 1001).toISOString() })
    const after = withComments(thread, post.id, [first, second])
    expect(after.comments[post.id]).toEqual([first, second])
    expect(after.posts[1]?.total_comments_amount).toBe(2)
    expect(after.starter.total_comments_amount).toBe(0)
    expect(after.total_comments_amount).toBe(thread.total_comments_amount + 2)
    expect(after.last_activity_at).toBe(second.created_at)

    const onStarter = withComments(thread, thread.starter.id, [comment(thread.starter.id)])
    expect(onStarter.starter.total_comments_amount).toBe(1)
    expect(onStarter.posts[0]?.total_comments_amount).toBe(1)
  })

  it('go after the comments already there, and only once', () => {
    const thread = fullThread()
    const post = thread.starter
    const old = comment(post.id)
    const withOld = { ...thread, comments: { [post.id]: [old] }, total_comments_amount: 1 }
    const added = comment(post.id)
    const after = withComments(withOld, post.id, [added])
    expect(after.comments[post.id]?.map((c) => c.id)).toEqual([old.id, added.id])
    expect(withComments(after, post.id, [added])).toBe(after)
  })
})

describe('splicing into the caches', () => {
  it('updates the thread and every feed listing it, without fetching, and marks the feeds stale', () => {
    const queryClient = new QueryClient()
    const thread: Thread = threadWithReply()
    const summary = threadSummary({ id: thread.id, total_posts_amount: 2, total_comments_amount: 0 })
    queryClient.setQueryData(threadQueries.detail(thread.id).queryKey, thread)
    const feedKey = feedQueries.board(summary.parent_board_id).queryKey
    queryClient.setQueryData(feedKey, { pages: [feedPage([summary])], pageParams: [null] })

    spliceReply(queryClient, thread.id, contribution({ parent_thread_id: thread.id, parent_post_id: thread.starter.id }))
    spliceComments(queryClient, thread.id, thread.starter.id, [comment(thread.starter.id)])

    const cached = queryClient.getQueryData<Thread>(threadQueries.detail(thread.id).queryKey)
    expect(cached?.posts).toHaveLength(3)
    expect(cached?.comments[thread.starter.id]).toHaveLength(1)
    const feed = queryClient.getQueryData(feedKey)
    expect(feed?.pages[0]?.activity[0]).toMatchObject({ total_posts_amount: 3, total_comments_amount: 1, direct_threads_amount: 2 })
    expect(feed?.pages[0]?.activity[0]?.starter.total_comments_amount).toBe(1)
    expect(queryClient.getQueryState(feedKey)?.isInvalidated).toBe(true)
    expect(queryClient.isFetching()).toBe(0)
  })
})
