import { createTokenLookup, type TokenLookup } from './auth/viewer'
import { createViewerFactsCache, type ViewerFactsCache } from './auth/viewer-facts'
import { BatchedLookup } from './cache/batched-lookup'
import { SharedReads } from './cache/shared-reads'
import type { Config } from './config'
import type { Db } from './db/open'
import { findThreadPlaces, type ThreadPlace } from './db/queries/places'
import { createSummaryCache, type SummaryCache } from './db/queries/summaries'
import type { AttemptCounter } from './lib/rate-limit'
import { createThreadRowsCache, type ThreadRowsCache } from './db/queries/thread-detail'

/**
 * Copies this process keeps of what it read. Each is checked against a revision read from the
 * database for the request at hand, never trusted alone: other processes may be writing to the
 * same PostgreSQL.
 */
export interface Caches {
  /** Identical reads that arrive together share one query (cache/shared-reads.ts). */
  reads: SharedReads
  /** Tokens and thread places, looked up for the requests that arrive together at once. */
  tokens: TokenLookup
  threadPlaces: BatchedLookup<ThreadPlace>
  viewerFacts: ViewerFactsCache
  summaries: SummaryCache
  threadRows: ThreadRowsCache
}

export function createCaches(db: Db): Caches {
  return {
    reads: new SharedReads(),
    tokens: createTokenLookup(db),
    threadPlaces: new BatchedLookup((ids) => findThreadPlaces(db, ids)),
    viewerFacts: createViewerFactsCache(),
    summaries: createSummaryCache(),
    threadRows: createThreadRowsCache(),
  }
}

/** What every route needs, handed to the route factories by createApp. */
export interface Deps {
  db: Db
  config: Config
  /** The server's clock; tests move it to expire tokens and invites. */
  now: () => Date
  caches: Caches
  /** Login, refresh and invite attempts, for the rate limits (lib/rate-limit.ts). */
  attempts: AttemptCounter
}
