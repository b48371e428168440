import { type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { feedQueries } from '../queries/feeds'
import { threadQueries } from '../queries/threads'
import { type FeedPage } from '../../contract/schemas/feed'
import { EMPTY_DELTA } from '../../contract/schemas/own-words'
import { type Tags } from '../../contract/schemas/tags'
import { type Thread } from '../../contract/schemas/thread'
import { patchThread } from './patch-thread'

/*
 * A post's or comment's words changed by its author (an edit, a deletion), put into the cached
 * thread in place: nothing else in the thread moves, and the reader's place stays where it was.
 */

/** Which words: a post's, or one of its comments'. */
export interface WordsTarget {
  postId: string
  commentId: string | null
}

/** The words as they now stand (a comment's carry no tags). */
export interface WordsNow {
  content: string
  tags?: Tags
  revision: number
  edited_at: string | null
  deleted: boolean
  /** A moderator's removal, as this reader may know it (left out: unchanged). */
  removed?: boolean
  removal_reason?: string | null
}

const NO_TAGS: Tags = { whisper_tags: [], index_tags: [], category_tags: [], content_warnings: [] }

/** What a deleted post or comment shows: its place, and no words (`revision`: as far as it is known). */
export const deletedWords = (revision = 0): WordsNow => ({
  content: EMPTY_DELTA,
  tags: NO_TAGS,
  revision,
  edited_at: null,
  deleted: true,
})

/** The thread with `target`'s words changed; the same thread when it holds no such post or comment, or holds them newer. */
export function withWords(thread: Thread, target: WordsTarget, words: WordsNow): Thread {
  const change = <T extends { id: string; revision: number; edited_at: string | null }>(item: T): T =>
    item.revision > words.revision && !words.deleted
      ? item
      : {
          ...item,
          ...words,
          // A deletion's revision may be unknown (a live event names none): it is at least the item's.
          revision: Math.max(item.revision, words.revision),
          edited_at: words.deleted ? item.edited_at : words.edited_at,
          ...(words.tags && 'tags' in item ? { tags: words.tags } : {}),
        }
  if (target.commentId === null) {
    if (!thread.posts.some((post) => post.id === target.postId)) return thread
    const posts = thread.posts.map((post) => (post.id === target.postId ? change(post) : post))
    return { ...thread, posts, starter: thread.starter.id === target.postId ? change(thread.starter) : thread.starter }
  }
  const comments = thread.comments[target.postId]
  if (!comments?.some((comment) => comment.id === target.commentId)) return thread
  return {
    ...thread,
    comments: {
      ...thread.comments,
      [target.postId]: comments.map((comment) => (comment.id === target.commentId ? change(comment) : comment)),
    },
  }
}

/** Whether `postId` starts `threadId`, as any cached copy of the thread says. */
function startsThread(queryClient: QueryClient, threadId: string, postId: string): boolean {
  if (queryClient.getQueryData(threadQueries.detail(threadId).queryKey)?.starter.id === postId) return true
  return queryClient
    .getQueriesData<InfiniteData<FeedPage>>({ queryKey: feedQueries.all() })
    .some(([, feed]) => feed?.pages.some((page) => page.activity.some((thread) => thread.id === threadId && thread.starter.id === postId)))
}

/** Changes the words in the cached thread, and a starter's in every feed that lists the thread too. */
export function spliceWords(queryClient: QueryClient, threadId: string, target: WordsTarget, words: WordsNow): void {
  const answer = (thread: Thread) => withWords(thread, target, words)
  if (target.commentId !== null || !startsThread(queryClient, threadId, target.postId)) {
    queryClient.setQueryData<Thread>(threadQueries.detail(threadId).queryKey, (thread) => thread && answer(thread))
    return
  }
  const { content, revision, deleted } = words
  const edited = deleted ? {} : { edited_at: words.edited_at }
  const removal = words.removed === undefined ? {} : { removed: words.removed, removal_reason: words.removal_reason ?? null }
  patchThread(
    queryClient,
    threadId,
    { starter: { content, revision, deleted, ...edited, ...removal, ...(words.tags ? { tags: words.tags } : {}) } },
    answer,
  )
}
