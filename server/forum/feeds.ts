import type { SingleFlight } from '../cache/single-flight'
import type { WrittenAnswers } from '../cache/written-answers'
import { boardFeedIds, boardWithFeedIds, ownFeedIds, starFeedIds, type FeedIds } from '../db/queries/feeds'
import { findBoardPlace } from '../db/queries/places'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { decodeCursor, type FeedCursor } from '../lib/feed-cursor'
import { feedPageJson } from './answer-json'
import { assertCanRead } from './permissions'
import { summaryJson, type Summaries } from './summaries'
import type { RequestViewer, Viewer } from './viewer'
import { noFlags, type ViewerFacts } from './viewer-facts'

const cursorOf = (cursor: string | undefined) => (cursor ? decodeCursor(cursor) : null)

/** The cursor, or why it was refused: a bad cursor is answered only after the board is known. */
function cursorOrRefusal(cursor: string | undefined): FeedCursor | null | ApiError {
  try {
    return cursorOf(cursor)
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
}

/** What the feeds are made with: each built once by the composition root (server/app.ts). */
export interface FeedSources {
  db: Db
  now: () => Date
  /** Identical reads that arrive together share one query (cache/single-flight.ts). */
  reads: SingleFlight
  facts: ViewerFacts
  summaries: Summaries
  /** Feed pages as the bytes sent, each for the state it was made of (cache/written-answers.ts). */
  answers: WrittenAnswers
}

/** A board's feed and a reader's star feed, answered as the bytes of a page. */
export class Feeds {
  constructor(private readonly sources: FeedSources) {}

  /**
   * The page as JSON text: each summary made once per thread revision and checked then
   * (summaries.ts), with the reader's flags and "new" counts written in.
   */
  private async pageJson(ids: FeedIds, viewer: Viewer | null): Promise<string> {
    const { reads, summaries, facts } = this.sources
    // Readers of one page that arrive together while its summaries are not cached read them once.
    const pageKey = `summaries ${ids.threads.map((thread) => `${thread.id}.${thread.revision}`).join(' ')}`
    const parts = await reads.read(pageKey, () => summaries.partsFor(ids.threads))
    let activity = parts.map((summary) => summary.visitorJson)
    if (viewer) {
      const threadIds = parts.map((summary) => summary.threadId)
      const [friendIds, flags] = await Promise.all([facts.friendsOf(viewer), facts.flagsOf(viewer, threadIds)])
      activity = parts.map((summary) => {
        const threadFlags = flags.get(summary.threadId) ?? noFlags
        return summaryJson(summary, { viewerId: viewer.id, friendIds, lastVisitedAt: threadFlags.lastVisitedAt }, threadFlags)
      })
    }
    return feedPageJson(activity, ids.next)
  }

  /**
   * The page's bytes, kept for the next read of the same page by the same reader: a visitor's
   * answer is everyone's, a reader's is theirs as of their revision (their flags, friends and
   * visits), both as of the page's signature.
   */
  private pageBytes(pageKey: string, ids: FeedIds, viewer: Viewer | null): Promise<Uint8Array<ArrayBuffer>> {
    const [key, signature] = viewer ? [`${pageKey} ${viewer.id}`, `${ids.signature} ${viewer.revision}`] : [pageKey, ids.signature]
    return this.sources.answers.answer(key, signature, () => this.pageJson(ids, viewer))
  }

  /** One page of a board's feed: 404 for an unknown board, 401/403 for a members-only one, 400 for a bad cursor. */
  async boardPage(
    requestViewer: RequestViewer,
    boardId: string,
    query: { categoryFilter?: string; cursor?: string },
  ): Promise<Uint8Array<ArrayBuffer>> {
    const { db, reads, facts, now } = this.sources
    const cursor = cursorOrRefusal(query.cursor)
    // The page's moment is when its query runs (the cursor's snapshot, decision 002).
    const options = (from: FeedCursor | null) => ({ boardId, category: query.categoryFilter, cursor: from, now: now() })
    // Readers of one page of a public board that arrive together share its query
    // (cache/single-flight.ts), which reads the board with the page.
    const pageKey = JSON.stringify(['board feed', boardId, query.categoryFilter ?? null, query.cursor ?? null])
    const [viewer, shared] = await requestViewer.beside(
      reads.read(pageKey, async () =>
        cursor instanceof ApiError ? { board: await findBoardPlace(db, boardId), ids: null } : boardWithFeedIds(db, options(cursor)),
      ),
    )
    const { board } = shared
    if (!board) throw new ApiError(404, messages.boardNotFound(boardId))
    await assertCanRead(facts, viewer, board, messages.boardAccessForbidden)
    if (cursor instanceof ApiError) throw cursor
    // A members-only board's page is read for each member who may see it.
    const ids = shared.ids ?? (await boardFeedIds(db, options(cursor)))
    return this.pageBytes(pageKey, ids, viewer)
  }

  /** One page of the threads `viewer` starred and may still read. */
  async starPage(viewer: Viewer, query: { cursor?: string }): Promise<Uint8Array<ArrayBuffer>> {
    const { db, reads, now } = this.sources
    // One user's requests that arrive together (several tabs) share the query.
    const pageKey = JSON.stringify(['star feed', viewer.id, query.cursor ?? null])
    const ids = await reads.read(pageKey, () => starFeedIds(db, { viewerId: viewer.id, cursor: cursorOf(query.cursor), now: now() }))
    return this.pageBytes(pageKey, ids, viewer)
  }

  /** One page of "Your stuff": the threads `viewer` started or wrote in and may still read. */
  async ownPage(viewer: Viewer, query: { cursor?: string; updated_only?: 'true' | 'false' }): Promise<Uint8Array<ArrayBuffer>> {
    const { db, reads, now } = this.sources
    const updatedOnly = query.updated_only === 'true'
    const pageKey = JSON.stringify(['own feed', viewer.id, updatedOnly, query.cursor ?? null])
    const ids = await reads.read(pageKey, () =>
      ownFeedIds(db, { viewerId: viewer.id, updatedOnly, cursor: cursorOf(query.cursor), now: now() }),
    )
    return this.pageBytes(pageKey, ids, viewer)
  }
}
