import { threadSummarySchema } from '../../src/contract/schemas/thread-summary'
import { RevisionCache } from '../cache/revision-cache'
import { readSummaryRows } from '../db/queries/summary-rows'
import type { Db } from '../db/types'
import { closeContribution, contributionPart, openThread, readerOf, assembleSummaryJson, type ItemPart } from './answer-json'
import { countNew, tally, type Tally } from './new-counts'
import { VISITOR_LENS, type ThreadLens } from './present'
import { noFlags, type ThreadFlags } from './viewer-facts'

/**
 * A thread's summary as of one revision: the JSON every reader shares, and the timelines
 * each reader's "new" counts come from. Made once per revision, whatever the number of
 * readers; a page of summaries then costs its writing, not a recount of every post.
 */
export interface SummaryParts {
  threadId: string
  revision: number
  open: string
  starter: ItemPart
  posts: Tally
  comments: Tally
  starterComments: Tally
  /** The whole summary for a visitor, checked against the schema when it was made. */
  visitorJson: string
}

/** The summary as `reader` sees it, with their flags on the thread. */
export function summaryJson(parts: SummaryParts, reader: ThreadLens, flags: ThreadFlags): string {
  return reader.viewerId === null ? parts.visitorJson : writeSummary(parts, reader, flags)
}

function writeSummary(parts: Omit<SummaryParts, 'visitorJson'>, lens: ThreadLens, flags: ThreadFlags): string {
  const reader = readerOf(lens)
  const fields = {
    // A thread is new until the viewer first opens it, unless they started it.
    new: reader.viewerId !== null && parts.starter.authorId !== reader.viewerId && flags.lastVisitedAt === null,
    muted: flags.muted,
    hidden: flags.hidden,
    starred: flags.starred,
    new_posts_amount: countNew(parts.posts, reader),
    new_comments_amount: countNew(parts.comments, reader),
  }
  const starter = closeContribution(parts.starter, reader, countNew(parts.starterComments, reader))
  return assembleSummaryJson(parts.open, fields, starter)
}

/** The parts of every thread in `threadIds`, from rows read in one snapshot. */
async function readSummaryParts(db: Db, threadIds: string[]): Promise<SummaryParts[]> {
  const { threadRows, starterRows, postRows, commentRows } = await readSummaryRows(db, threadIds)
  const postsByThread = groupBy(postRows, (row) => row.threadId)
  const commentsByThread = groupBy(commentRows, (row) => row.threadId)
  const starterByThread = new Map(starterRows.map((row) => [row.threadId, row]))
  return threadRows.flatMap((thread) => {
    const starter = starterByThread.get(thread.id)
    if (!starter) return []
    const threadPosts = postsByThread.get(thread.id) ?? []
    const threadComments = commentsByThread.get(thread.id) ?? []
    const starterComments = threadComments.filter((row) => row.postId === starter.id)
    const open = openThread({
      id: thread.id,
      parent_board_slug: thread.boardSlug,
      parent_board_id: thread.boardId,
      parent_realm_slug: thread.realmSlug,
      parent_realm_id: thread.realmId,
      default_view: thread.defaultView,
      total_comments_amount: threadComments.length,
      total_posts_amount: threadPosts.length,
      direct_threads_amount: threadPosts.filter((row) => row.parentPostId === starter.id).length,
      last_activity_at: thread.lastActivityAt.toISOString(),
    })
    const shared = {
      threadId: thread.id,
      revision: thread.revision,
      open,
      starter: contributionPart(starter, starterComments.length),
      posts: tally(threadPosts),
      comments: tally(threadComments),
      starterComments: tally(starterComments),
    }
    const visitorJson = writeSummary(shared, VISITOR_LENS, noFlags)
    // Checked once here; a reader's answer differs only in the booleans and counts writeSummary writes.
    threadSummarySchema.parse(JSON.parse(visitorJson))
    return [{ ...shared, visitorJson }]
  })
}

/** Summaries by thread id, each made once per revision of its thread. */
export class Summaries {
  private readonly kept = new RevisionCache<SummaryParts>({ max: 20_000 })

  constructor(private readonly db: Db) {}

  /**
   * The summary parts of `page` (thread ids with the revision the feed query saw), in page order.
   * Parts at that revision or later are reused; the rest are read in one snapshot.
   */
  async partsFor(page: readonly { id: string; revision: number }[]): Promise<SummaryParts[]> {
    const found = new Map<string, SummaryParts>()
    const missing: string[] = []
    for (const { id, revision } of page) {
      const kept = this.kept.atLeast(id, revision)
      if (kept) found.set(id, kept)
      else missing.push(id)
    }
    if (missing.length > 0) {
      for (const parts of await readSummaryParts(this.db, missing)) {
        found.set(parts.threadId, parts)
        this.kept.keep(parts.threadId, parts)
      }
    }
    return page.flatMap(({ id }) => found.get(id) ?? [])
  }
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const group = groups.get(key(row))
    if (group) group.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}
