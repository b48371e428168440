import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { nextCursor } from './next-cursor'
import type { Resolution } from '../../contract/schemas/moderation'
import { type WordsKind } from './own-words'

const wordsPath = (kind: WordsKind, id: string, what: 'removal' | 'reports') =>
  `/${kind === 'post' ? 'posts' : 'comments'}/${encodeURIComponent(id)}/${what}`

/** A realm's reports and log (design.md, "Moderation"): for its moderators only. */
export const moderationQueries = {
  all: () => ['moderation'] as const,
  /** GET /realms/{realm_id}/reports?status=: newest first, 20 a page, with how many are open. */
  reports: (realmId: string, status: 'open' | 'closed') =>
    infiniteQueryOptions({
      queryKey: [...moderationQueries.all(), realmId, 'reports', status],
      queryFn: ({ pageParam, signal }) =>
        apiRequest(`/realms/${encodeURIComponent(realmId)}/reports`, 'reportsPage', { query: { status, cursor: pageParam }, signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  /** GET /realms/{realm_id}/moderation-log: newest first, 50 a page. */
  log: (realmId: string) =>
    infiniteQueryOptions({
      queryKey: [...moderationQueries.all(), realmId, 'log'],
      queryFn: ({ pageParam, signal }) =>
        apiRequest(`/realms/${encodeURIComponent(realmId)}/moderation-log`, 'moderationLogPage', { query: { cursor: pageParam }, signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
}

/** What moderators and members do to what others wrote (design.md, "Moderation"). */
export const moderationMutations = {
  /** POST /posts/{post_id}/removal or /comments/{comment_id}/removal `{reason}`. */
  remove: (kind: WordsKind, id: string, reason: string) =>
    apiRequest(wordsPath(kind, id, 'removal'), 'nothing', { method: 'POST', body: { reason } }),
  /** DELETE the same: everyone reads it again. */
  restore: (kind: WordsKind, id: string) => apiRequest(wordsPath(kind, id, 'removal'), 'nothing', { method: 'DELETE' }),
  /** POST /posts/{post_id}/reports or /comments/{comment_id}/reports `{reason}`: a member's report. */
  report: (kind: WordsKind, id: string, reason: string) =>
    apiRequest(wordsPath(kind, id, 'reports'), 'reportFiled', { method: 'POST', body: { reason } }),
  /** POST /reports/{report_id}/resolution. */
  resolve: (reportId: string, resolution: Resolution) =>
    apiRequest(`/reports/${encodeURIComponent(reportId)}/resolution`, 'nothing', { method: 'POST', body: resolution }),
}
