import { createTokenLookup, type TokenLookup } from './auth/viewer'
import { createViewerFactsCache, type ViewerFactsCache } from './auth/viewer-facts'
import { BatchedLookup } from './cache/batched-lookup'
import { SharedReads } from './cache/shared-reads'
import { WrittenAnswers } from './cache/written-answers'
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
  /** Feed pages as the bytes sent, each for the state it was made of (cache/written-answers.ts). */
  feedAnswers: WrittenAnswers
}

export function createCaches(db: Db): Caches {
  return {
    reads: new SharedReads(),
    tokens: createTokenLookup(db),
    threadPlaces: new BatchedLookup((ids) => findThreadPlaces(db, ids)),
    viewerFacts: createViewerFactsCache(),
    summaries: createSummaryCache(),
    threadRows: createThreadRowsCache(),
    // A page is ~32 KB: room for the first pages of every board and the readers reading them.
    feedAnswers: new WrittenAnswers(64 * 1024 * 1024),
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
