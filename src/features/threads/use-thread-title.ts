import { type Thread } from '../../contract/schemas/thread'
import { DELETED_TITLE } from '../../components/forum/DeletedWords'
import { removedFromSight } from '../../components/forum/RemovedWords'
import { REMOVED_TEXT } from '../../contract/schemas/moderation'
import { usePostTitle } from '../../lib/delta/delta-title'

/**
 * The thread's heading: the starter's first line of text, or "Thread by <identity>" when it
 * has none or its words are behind content warnings (or hidden by the reader), since a
 * heading cannot be hidden like a post. `skipBlock` is the starter's block the heading
 * already says, for the starter's body to leave out.
 * A heading cannot sit behind "Show content": warned or hidden starters read "Thread by …" (docs/decisions/014).
 */
export function useThreadTitle(thread: Thread): { heading: string; skipBlock: number | null } {
  const title = usePostTitle(thread.starter.content)
  if (thread.starter.deleted) return { heading: DELETED_TITLE, skipBlock: null }
  if (removedFromSight(thread.starter)) return { heading: REMOVED_TEXT, skipBlock: null }
  const gated = thread.hidden || thread.starter.tags.content_warnings.length > 0
  if (gated || title.text === '') return { heading: `Thread by ${thread.starter.secret_identity.name}`, skipBlock: null }
  return { heading: title.text, skipBlock: title.block }
}
