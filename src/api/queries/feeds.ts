import { infiniteQueryOptions } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { type FeedPage } from '../../contract/schemas/feed'

const paging = {
  // Back from a long read must find every page the reader had scrolled through (default: 5 min).
  gcTime: 30 * 60_000,
  // The first page has no cursor: null, not undefined, as a page the server drew comes with
  // its cache as JSON (docs/decisions/038), where undefined turns into null anyway.
  initialPageParam: null as string | null,
  // A server that answered the same cursor again would otherwise be asked forever.
  getNextPageParam: (last: FeedPage, _pages: FeedPage[], lastCursor: string | null) =>
    last.cursor.next && last.cursor.next !== lastCursor ? last.cursor.next : undefined,
}

/** 1. GET /feeds/boards/{board_id}: one page. */
const boardPage = (boardId: string, options: { cursor?: string | null; category?: string; signal: AbortSignal }) =>
  apiRequest(`/feeds/boards/${encodeURIComponent(boardId)}`, 'feedPage', {
    query: { cursor: options.cursor ?? undefined, categoryFilter: options.category },
    signal: options.signal,
  })

/**
 * The newest `limit` threads of several feed pages, as one last page. Each board's feed is
 * newest first already, so the first page of each holds every candidate.
 */
export function latestOf(pages: readonly FeedPage[], limit: number): FeedPage {
  const byId = new Map(pages.flatMap((page) => page.activity).map((thread) => [thread.id, thread]))
  const activity = [...byId.values()].sort((a, b) => Date.parse(b.last_activity_at) - Date.parse(a.last_activity_at)).slice(0, limit)
  return { activity, cursor: { next: null } }
}

export const feedQueries = {
  all: () => ['feeds'] as const,
  /** 1. GET /feeds/boards/{board_id}, optionally filtered by one category. */
  board: (boardId: string, category?: string) =>
    infiniteQueryOptions({
      queryKey: [...feedQueries.all(), 'board', boardId, { category }],
      queryFn: ({ pageParam, signal }) => boardPage(boardId, { cursor: pageParam, category, signal }),
      ...paging,
    }),
  /**
   * A realm home's latest threads across the given boards (those the reader may read). A feed
   * of one page under the feeds' key, so stars, mutes and new posts reach it like any feed.
   */
  latest: (boardIds: readonly string[], limit = 5) =>
    infiniteQueryOptions({
      queryKey: [...feedQueries.all(), 'latest', boardIds, limit],
      queryFn: async ({ signal }) => latestOf(await Promise.all(boardIds.map((boardId) => boardPage(boardId, { signal }))), limit),
      ...paging,
    }),
  /**
   * Extension (design.md, "Reader controls"): "Your stuff", GET /feeds/users/@me: threads the
   * reader started or wrote in; `updatedOnly`, those with news since their last visit.
   */
  own: (updatedOnly: boolean) =>
    infiniteQueryOptions({
      queryKey: [...feedQueries.all(), 'own', { updatedOnly }],
      queryFn: ({ pageParam, signal }) =>
        apiRequest('/feeds/users/@me', 'feedPage', {
          query: { cursor: pageParam ?? undefined, updated_only: updatedOnly ? 'true' : undefined },
          signal,
        }),
      ...paging,
    }),
  /** 7. GET /feeds/users/@me/stars. */
  stars: () =>
    infiniteQueryOptions({
      queryKey: [...feedQueries.all(), 'stars'],
      queryFn: ({ pageParam, signal }) =>
        apiRequest('/feeds/users/@me/stars', 'feedPage', { query: { cursor: pageParam ?? undefined }, signal }),
      ...paging,
    }),
}
