import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { readThreadChanges, threadQueries } from '../../../api/queries/threads'
import { readEventData } from '../../../api/live/event-data'
import { useLiveEvents } from '../../../api/live/use-live-events'
import type { StreamEvent } from '../../../api/live/event-stream-parser'
import type { Thread } from '../../../contract/schemas/thread'
import { spliceComments, spliceReply } from '../../../api/thread-cache/splice-posts'
import { deletedWords, spliceWords } from '../../../api/thread-cache/own-words'
import { revisionQueries } from '../../../api/queries/own-words'

/** Something others added, not yet shown: the event that said so and what it names. */
interface Arrival {
  eventId: number
  postId: string
  commentId: string | null
}

/** What changed about the thread itself while it was open. */
export type LiveThreadChange = 'moved' | 'updated' | 'reset' | null

async function arrivalOf(event: StreamEvent, threadId: string): Promise<Omit<Arrival, 'eventId'> | null> {
  if (event.type === 'contribution') {
    const data = await readEventData(event, 'contribution')
    return data?.thread_id === threadId ? { postId: data.post_id, commentId: null } : null
  }
  if (event.type === 'comment') {
    const data = await readEventData(event, 'comment')
    return data?.thread_id === threadId ? { postId: data.post_id, commentId: data.comment_id } : null
  }
  return null
}

/**
 * An edit or a deletion by its author, put in place in the cached thread: the reader's place
 * stays where it was. An edit's words are read from its versions (its newest), a deletion's
 * are none. Answers whether the event was one.
 */
async function tookOwnWords(queryClient: QueryClient, event: StreamEvent, threadId: string, following: AbortSignal): Promise<boolean> {
  const type = event.type
  if (type !== 'contribution_edited' && type !== 'contribution_deleted' && type !== 'comment_edited' && type !== 'comment_deleted')
    return false
  const data = await readEventData(event, type)
  if (following.aborted || data?.thread_id !== threadId) return true
  const target = { postId: data.post_id, commentId: 'comment_id' in data ? data.comment_id : null }
  const kind = target.commentId === null ? 'post' : 'comment'
  const id = target.commentId ?? target.postId
  if (type.endsWith('_deleted')) {
    spliceWords(queryClient, threadId, target, deletedWords())
    return true
  }
  const { revisions } = await queryClient.fetchQuery({ ...revisionQueries.of(kind, id), staleTime: 0 })
  const newest = revisions[0]
  if (following.aborted || !newest) return true
  const shown = queryClient.getQueryData(threadQueries.detail(threadId).queryKey)
  const before =
    target.commentId === null
      ? shown?.posts.find((post) => post.id === target.postId)
      : shown?.comments[target.postId]?.find((comment) => comment.id === target.commentId)
  // Within the first minutes after posting an edit is not "edited": its newest version then dates from the posting.
  const editedAt = before && newest.created_at === before.created_at ? null : newest.created_at
  spliceWords(queryClient, threadId, target, {
    content: newest.content,
    ...(kind === 'post' ? { tags: newest.tags } : {}),
    revision: newest.revision,
    edited_at: editedAt,
    deleted: false,
  })
  return true
}

const moderationEvents = ['contribution_removed', 'contribution_restored', 'comment_removed', 'comment_restored'] as const

/**
 * A moderator's removal or restore, put in place in the cached thread: the post or comment as
 * this reader may now read it (words or "[removed by a moderator]"), from the thread's changes
 * since just before the event. Answers whether the event was one.
 */
async function tookModeration(queryClient: QueryClient, event: StreamEvent, threadId: string, following: AbortSignal): Promise<boolean> {
  const type = moderationEvents.find((kind) => kind === event.type)
  if (!type) return false
  const data = await readEventData(event, type)
  if (following.aborted || data?.thread_id !== threadId || event.id === null) return true
  const changes = await readThreadChanges(threadId, String(Number(event.id) - 1))
  if (following.aborted) return true
  if ('comment_id' in data) {
    const comment = changes.comments[data.post_id]?.find((each) => each.id === data.comment_id)
    if (comment) spliceWords(queryClient, threadId, { postId: data.post_id, commentId: comment.id }, comment)
  } else {
    const post = changes.posts.find((each) => each.id === data.post_id)
    if (post) spliceWords(queryClient, threadId, { postId: post.id, commentId: null }, post)
  }
  return true
}

interface LiveState {
  threadId: string
  arrivals: Arrival[]
  change: LiveThreadChange
}

function forThread(state: LiveState, threadId: string): LiveState {
  return state.threadId === threadId ? state : { threadId, arrivals: [], change: null }
}

function shownIn(thread: Thread, arrival: Arrival): boolean {
  if (arrival.commentId === null) return thread.posts.some((post) => post.id === arrival.postId)
  return (thread.comments[arrival.postId] ?? []).some((comment) => comment.id === arrival.commentId)
}

/**
 * Follows the open thread's live events. Nothing is inserted while the reader reads: what
 * others add is counted (the reader's own posts are in the thread already, so never counted),
 * and `show()` brings it in, through the thread cache like a reply of one's own, answering
 * the first post to take the reader to.
 */
export function useThreadLive(thread: Thread) {
  const queryClient = useQueryClient()
  const threadId = thread.id
  // Kept with the thread they belong to: another thread opened in this page starts with none.
  const [live, setLive] = useState<LiveState>({ threadId, arrivals: [], change: null })
  const { arrivals, change } = forThread(live, threadId)

  const setChange = (next: LiveThreadChange) => setLive((before) => ({ ...forThread(before, threadId), change: next }))
  useLiveEvents(
    { threads: [threadId], boards: [] },
    async (event, following) => {
      if (event.type === 'reset') return setChange('reset')
      if (event.type === 'thread_moved' || event.type === 'thread_updated') {
        const data = await readEventData(event, event.type)
        if (!following.aborted && data?.thread_id === threadId) setChange(event.type === 'thread_moved' ? 'moved' : 'updated')
        return
      }
      if (await tookOwnWords(queryClient, event, threadId, following)) return
      if (await tookModeration(queryClient, event, threadId, following)) return
      const arrival = await arrivalOf(event, threadId)
      if (following.aborted || !arrival || event.id === null) return
      const eventId = Number(event.id)
      setLive((before) => {
        const state = forThread(before, threadId)
        return state.arrivals.some((other) => other.eventId === eventId)
          ? state
          : { ...state, arrivals: [...state.arrivals, { ...arrival, eventId }] }
      })
    },
    // An event whose data could not be checked may have said anything: read the thread again.
    () => setChange('reset'),
  )

  const waiting = arrivals.filter((arrival) => !shownIn(thread, arrival))

  /** Brings in what is waiting; answers the first new post (or the post of the first new comment). */
  async function show(): Promise<string | null> {
    const first = waiting[0]
    if (!first) return null
    const after = String(Math.min(...waiting.map((arrival) => arrival.eventId)) - 1)
    const changes = await readThreadChanges(threadId, after)
    // What came new is added; what was edited or deleted since (new or not) takes its words as they now stand.
    for (const post of changes.posts) {
      spliceReply(queryClient, threadId, post)
      spliceWords(queryClient, threadId, { postId: post.id, commentId: null }, post)
    }
    for (const [postId, comments] of Object.entries(changes.comments)) {
      spliceComments(queryClient, threadId, postId, comments)
      for (const comment of comments) spliceWords(queryClient, threadId, { postId, commentId: comment.id }, comment)
    }
    setLive((before) => ({ ...forThread(before, threadId), arrivals: [] }))
    const arrived = (post: { id: string }) => waiting.some((arrival) => arrival.commentId === null && arrival.postId === post.id)
    return changes.posts.find(arrived)?.id ?? first.postId
  }

  /** Reads the whole thread again: after a move, a new view, or a `reset`. */
  function reload() {
    setLive({ threadId, arrivals: [], change: null })
    void queryClient.invalidateQueries({ queryKey: threadQueries.detail(threadId).queryKey })
  }

  return { waiting: waiting.length, change, show, reload }
}
