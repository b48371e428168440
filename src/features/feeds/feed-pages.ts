import { type FeedPage } from '../../contract/schemas/feed'
import { type ThreadSummary } from '../../contract/schemas/thread-summary'

/**
 * The threads of all loaded pages, in order, each once. The server's keyset paging already
 * never repeats a thread; this guards the screen against a server that does.
 */
export function threadsOfPages(pages: readonly FeedPage[]): ThreadSummary[] {
  const seen = new Set<string>()
  const threads: ThreadSummary[] = []
  for (const page of pages) {
    for (const thread of page.activity) {
      if (seen.has(thread.id)) continue
      seen.add(thread.id)
      threads.push(thread)
    }
  }
  return threads
}
