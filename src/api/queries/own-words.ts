import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../client'

/** What was written: a contribution (a post) or a comment. */
export type WordsKind = 'post' | 'comment'

const path = (kind: WordsKind, id: string, rest = '') => `/${kind === 'post' ? 'posts' : 'comments'}/${encodeURIComponent(id)}${rest}`

export const revisionQueries = {
  /** GET /posts/{post_id}/revisions or /comments/{comment_id}/revisions: its versions, newest first. */
  of: (kind: WordsKind, id: string) =>
    queryOptions({
      queryKey: ['revisions', kind, id] as const,
      queryFn: ({ signal }) => apiRequest(path(kind, id, '/revisions'), 'revisions', { signal }),
    }),
}
