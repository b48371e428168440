// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { comment, contribution, feedPage, fullThread, threadSummary } from '../../test/builders'
import { EMPTY_DELTA } from '../../contract/schemas/own-words'
import { feedQueries } from '../queries/feeds'
import { threadQueries } from '../queries/threads'
import { deletedWords, spliceWords, withWords } from './own-words'

const words = (text: string, revision: number) => ({
  content: JSON.stringify({ ops: [{ insert: `${text}\n` }] }),
  revision,
  edited_at: '2026-11-29T12:00:00.000Z',
  deleted: false,
})

function sample() {
  const thread = fullThread()
  const reply = contribution({ parent_thread_id: thread.id, parent_post_id: thread.starter.id })
  const note = comment(reply.id)
  return { ...thread, posts: [...thread.posts, reply], comments: { [reply.id]: [note] } }
}

describe("an author's words changed in the cached thread", () => {
  it('changes only that post or comment, in place, and keeps what is newer', () => {
    const thread = sample()
    const reply = thread.posts[1]
    const note = reply && thread.comments[reply.id]?.[0]
    if (!reply || !note) throw new Error('no sample')
    const edited = withWords(thread, { postId: reply.id, commentId: null }, words('Edited.', 2))
    expect(edited.posts.map((post) => post.id)).toEqual(thread.posts.map((post) => post.id))
    expect(edited.posts[1]).toMatchObject({ content: words('Edited.', 2).content, revision: 2, edited_at: '2026-11-29T12:00:00.000Z' })
    expect(edited.posts[0]).toBe(thread.posts[0])
    expect(withWords(edited, { postId: reply.id, commentId: null }, words('Older.', 1))).toEqual(edited)

    const onComment = withWords(thread, { postId: reply.id, commentId: note.id }, words('A better comment.', 2))
    expect(onComment.comments[reply.id]?.[0]).toMatchObject({ content: words('A better comment.', 2).content, revision: 2 })
    expect(onComment.posts).toBe(thread.posts)
  })

  it('shows a deletion whatever revision the cache had, keeping its place and when it was edited', () => {
    const thread = sample()
    const reply = thread.posts[1]
    if (!reply) throw new Error('no sample')
    const edited = withWords(thread, { postId: reply.id, commentId: null }, words('Edited.', 3))
    const deleted = withWords(edited, { postId: reply.id, commentId: null }, deletedWords())
    expect(deleted.posts[1]).toMatchObject({
      id: reply.id,
      content: EMPTY_DELTA,
      deleted: true,
      revision: 3,
      edited_at: '2026-11-29T12:00:00.000Z',
    })
    expect(deleted.posts[1]?.tags).toEqual({ whisper_tags: [], index_tags: [], category_tags: [], content_warnings: [] })
  })

  it("changes a starter's words in the feeds that list its thread too", () => {
    const queryClient = new QueryClient()
    const thread = sample()
    const summary = threadSummary({ id: thread.id, starter: thread.starter })
    const feedKey = feedQueries.board('board').queryKey
    queryClient.setQueryData(feedKey, { pages: [feedPage([summary])], pageParams: [null] })
    queryClient.setQueryData(threadQueries.detail(thread.id).queryKey, thread)
    spliceWords(queryClient, thread.id, { postId: thread.starter.id, commentId: null }, deletedWords())
    expect(queryClient.getQueryData(threadQueries.detail(thread.id).queryKey)?.starter.deleted).toBe(true)
    expect(queryClient.getQueryData(threadQueries.detail(thread.id).queryKey)?.posts[0]?.deleted).toBe(true)
    expect(queryClient.getQueryData(feedKey)?.pages[0]?.activity[0]?.starter).toMatchObject({ deleted: true, content: EMPTY_DELTA })
  })
})

describe("a moderator's removal in the cached thread", () => {
  it('hides a starter in the thread and every feed that lists it, and a restore brings its words back', () => {
    const queryClient = new QueryClient()
    const thread = fullThread()
    queryClient.setQueryData(threadQueries.detail(thread.id).queryKey, thread)
    const feedKey = feedQueries.board('board-1').queryKey
    queryClient.setQueryData(feedKey, {
      pages: [feedPage([threadSummary({ id: thread.id, starter: thread.starter })])],
      pageParams: [null],
    })
    const target = { postId: thread.starter.id, commentId: null }
    const original = thread.starter.content

    spliceWords(queryClient, thread.id, target, { ...thread.starter, content: EMPTY_DELTA, removed: true, removal_reason: null })
    const starterInFeed = () => queryClient.getQueryData(feedKey)?.pages[0]?.activity[0]?.starter
    expect(queryClient.getQueryData(threadQueries.detail(thread.id).queryKey)?.starter).toMatchObject({
      removed: true,
      content: EMPTY_DELTA,
    })
    expect(starterInFeed()).toMatchObject({ removed: true, removal_reason: null, content: EMPTY_DELTA })

    spliceWords(queryClient, thread.id, target, { ...thread.starter, content: original, removed: false, removal_reason: null })
    expect(starterInFeed()).toMatchObject({ removed: false, content: original })
  })
})
