// Every target the benchmarks judge, in one table. bench/report.mjs prints each figure of
// bench/results.json beside its target here and lists the ones missed (`npm run bench` and
// docs/performance.md); a part run alone judges its figures by the same table. Figures are as
// results.json holds them: shares as fractions, times in ms, sizes in bytes.

/** The API's cases (bench/api.mjs), each measured beside its limit: the same bytes from memory. */
export const apiTargets = {
  /** Requests a second as a share of the case's limit, at least. */
  share: {
    feed_anonymous: 0.5,
    thread_anonymous: 0.5,
    feed_logged_in: 0.25,
    star_feed: 0.25,
    thread_logged_in: 0.25,
    board_page_html: 0.25,
    // board_page_html_compressed has none: its limit sends an eighth of the bytes, so its share
    // measures the page's revalidation against little more than a loopback round trip.
  },
  /** A read's slowest answers stay near its usual ones: p99 at most this many times its p50. */
  tail_factor: 4,
  /** The cases the tail rule holds for: every read (replies are writes, which take turns). */
  tail_cases: [
    'feed_anonymous',
    'feed_later_page',
    'feed_logged_in',
    'star_feed',
    'thread_anonymous',
    'thread_logged_in',
    'board_page_html',
    'board_page_html_compressed',
  ],
  /** Answers other than 2xx (or failed requests) in every turn of a case, at most. */
  non_2xx: 0,
}

/**
 * The JS a page loads before its content shows, gzip -9, at most (bench/initial-js.mjs): on the
 * pages a reader spends the most time on. Run alone, bench:js also holds them to no Quill code
 * and no zod before the app has taken the page over (docs/decisions/021 and 040).
 */
export const bundleTargets = { js_gz: 130 * 1024, routes: ['/boards/$boardId', '/threads/$threadId'] }

/** The big thread in Chromium (bench/thread-render.mjs): its first paint, and how many times sooner than one Quill per contribution. */
export const threadRenderTargets = { first_paint_ms: 1000, ratio: 10 }

/** Live events with 1,000 readers of one thread (bench/events.mjs). */
export const eventTargets = {
  /** Delivery to every reader, from the reply's answer to the event's arrival, at p99, at most. */
  p99_ms: 1000,
  /** Events that never came, at most. */
  missing: 0,
  /** The reply rate with the readers connected as a share of the same server's without them, at least. */
  reply_rate_share: 0.8,
  /** Memory a reader holds (heap and buffers after a full collection), at most. */
  bytes_per_reader: 20 * 1024,
}

/** Photo uploads and a gallery (bench/uploads.mjs). */
export const uploadTargets = {
  /** Feed reads while photos upload, as a share of the same server's without uploads, at least. */
  feed_share: 0.8,
  /** The picture bytes of a gallery's first screen at 360 px against their originals', at most. */
  first_screen_share: 0.25,
  /** The gallery's cumulative layout shift, at most. */
  cls: 0,
}

/** Editing one's own posts (bench/edits.mjs); an edit's latency and rate are shown beside a reply's, with no target of their own. */
export const editTargets = {
  /** A thread's reads with ten edits a second on it, as a share of the same server's without edits, at least. */
  read_share: 0.8,
  /** Answers other than 2xx (or failed requests) to the edits, the replies beside them and the reads, in every turn, at most. */
  non_2xx: 0,
}

/** Search at size (bench/search.mjs). */
export const searchTargets = {
  /** Over HTTP at p99, at most, by database: the latency goal is PostgreSQL's, and PGlite's figure is shown beside it. */
  http_p99_ms: { postgres: 50 },
  /** The ILIKE scan's p50 over search's, at SQL level, at least. */
  speedup_p50: 50,
  /** Replies a second with the search documents over without, at least. */
  write_ratio: 0.9,
  /** Each feed and thread case's share of its limit with the corpus over the seed alone, at least. */
  grow_ratio: 0.9,
}

/** Writes beside their bare-SQL limit, and under contention (bench/writes.mjs). */
export const writeTargets = {
  /** Each write's requests a second as a share of its limit (the same SQL from a bare driver loop), at least. */
  share: 0.5,
  /**
   * p99 with 20 writers, at most, by database. PGlite is one session: its writes take turns, so
   * 20 writers wait about 20 writes' time whatever each costs (p99 ≥ 20 ÷ its rate), and its
   * figure is shown beside PostgreSQL's target.
   */
  p99_ms: { postgres: 100 },
  /**
   * 50 writers beside 200 readers on two PostgreSQL processes: the replies' p99 at most, the
   * reads' share of their rate alone at least, and the writes answered of those sent at least (a
   * write still unanswered when its turn ends is in no latency).
   */
  contention: { reply_p99_ms: 150, read_share: 0.8, answered_share: 0.9 },
  /** Answers other than 2xx (or failed requests) in every turn, at most: no conflict or deadlock reaches a writer. */
  failed: 0,
}

/** Lighthouse with its default mobile settings, on each page (bench/lighthouse.mjs; docs/decisions/022). */
export const lighthouseTargets = {
  /**
   * Scores out of 100, at least. Performance holds in every run, not only the median one: the
   * same build scores a few points apart from run to run, and a page must not need a lucky one.
   */
  scores: { performance: 95, accessibility: 100, best_practices: 95 },
  /** Largest contentful paint under the same throttling (simulated), at most. */
  lcp_ms: 2000,
  /** Cumulative layout shift, at most. */
  cls: 0.02,
}

/** The load and fault test (bench/load.mjs): what may go wrong with the replies, at most. */
export const loadTargets = { lost: 0, duplicated: 0, given_up: 0, refused: 0 }

/** Whether a load run kept every word: none of `loadTargets` exceeded, some replies acknowledged, and every restart came back. */
export function loadPassed(figures) {
  return (
    Object.entries(loadTargets).every(([name, most]) => figures[name] <= most) &&
    figures.acknowledged > 0 &&
    figures.restart_ms.length === figures.kills &&
    figures.restart_ms.every((ms) => ms !== null)
  )
}
