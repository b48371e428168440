import { type ThreadSummary } from '../contract/schemas/thread-summary'

/**
 * Threads up to this size load while a pointer rests on their link (docs/decisions/010).
 * Exported though only used here: the build inlines an exported constant but keeps a module's own as a variable, a few bytes more on the page. @public
 */
export const PRELOAD_MAX_POSTS = 100

/**
 * How a link to a thread preloads it: small threads on intent (hover or focus), so the click
 * shows them at once; a big one only when clicked, since a pointer passing over a
 * 2 MB thread's link must not download it. Its starter shows from the feed meanwhile.
 */
export function threadPreload(thread: Pick<ThreadSummary, 'total_posts_amount'>): 'intent' | false {
  return thread.total_posts_amount <= PRELOAD_MAX_POSTS ? 'intent' : false
}
