import { apiRequest } from '../client'
import { type WordsKind } from './own-words'

const path = (kind: WordsKind, id: string) => `/${kind === 'post' ? 'posts' : 'comments'}/${encodeURIComponent(id)}/removal`

/** A moderator's removal of a post or comment, and its restore (design.md, "Moderation"). */
export const moderationMutations = {
  /** POST /posts/{post_id}/removal or /comments/{comment_id}/removal `{reason}`. */
  remove: (kind: WordsKind, id: string, reason: string) => apiRequest(path(kind, id), 'nothing', { method: 'POST', body: { reason } }),
  /** DELETE the same: everyone reads it again. */
  restore: (kind: WordsKind, id: string) => apiRequest(path(kind, id), 'nothing', { method: 'DELETE' }),
}
