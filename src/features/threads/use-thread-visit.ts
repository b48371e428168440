import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { threadMutations } from '../../api/queries/threads'
import { type Thread } from '../../contract/schemas/thread'

interface NewItems {
  posts: ReadonlySet<string>
  comments: ReadonlySet<string>
}

function newItemsOf(thread: Thread): NewItems {
  return {
    posts: new Set(thread.posts.filter((post) => post.new).map((post) => post.id)),
    comments: new Set(Object.values(thread.comments).flatMap((list) => list.filter((c) => c.new).map((c) => c.id))),
  }
}

/** The thread with every item that was new on arrival still marked new, whatever answers came since. */
function withNewItems(thread: Thread, items: NewItems): Thread {
  if (items.posts.size === 0 && items.comments.size === 0) return thread
  return {
    ...thread,
    posts: thread.posts.map((post) => (items.posts.has(post.id) && !post.new ? { ...post, new: true } : post)),
    comments: Object.fromEntries(
      Object.entries(thread.comments).map(([postId, list]) => [
        postId,
        list.map((comment) => (items.comments.has(comment.id) && !comment.new ? { ...comment, new: true } : comment)),
      ]),
    ),
  }
}

/**
 * A visit to a thread. Once its real answer (not the feed's placeholder) is on screen for a
 * logged-in reader, the server is told (POST /visits) and every cached feed drops the
 * thread's "new" badges; the thread's own cache forgets its marks too, so the next visit
 * starts clean. This page keeps marking what was new when the reader arrived, so "Next
 * new" still has somewhere to go.
 */
export function useThreadVisit(thread: Thread, { ready, loggedIn }: { ready: boolean; loggedIn: boolean }): Thread {
  const queryClient = useQueryClient()
  const [arrival, setArrival] = useState<{ threadId: string; items: NewItems } | null>(null)
  // Nothing is new to a visitor: no need to remember it (and draw the page a second time).
  if (ready && loggedIn && arrival?.threadId !== thread.id) setArrival({ threadId: thread.id, items: newItemsOf(thread) })

  const visitedId = ready && loggedIn ? thread.id : null
  useEffect(() => {
    if (visitedId) void recordVisit(queryClient, visitedId)
  }, [visitedId, queryClient])

  return useMemo(() => (arrival?.threadId === thread.id ? withNewItems(thread, arrival.items) : thread), [thread, arrival])
}

/**
 * Tells the server of the visit, then forgets the thread's "new" marks in its own answer and in
 * every feed. A visit that fails says nothing: the marks stay, and the next visit tells again.
 */
async function recordVisit(queryClient: QueryClient, threadId: string): Promise<void> {
  try {
    await threadMutations.visit(threadId)
  } catch {
    return
  }
  // The helpers that change a thread everywhere come with a signed-in reader's first visit.
  const { markThreadSeen } = await import('../../api/thread-cache/thread-visit')
  markThreadSeen(queryClient, threadId)
}
