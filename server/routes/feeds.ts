import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { feedPageSchema, feedQuerySchema, starFeedQuerySchema } from '../../src/api/schemas/feed'
import { assertCanRead } from '../auth/permissions'
import { requireViewer, userRequired, viewerBeside, type Viewer } from '../auth/viewer'
import { flagsOf, friendsOf, noFlags } from '../auth/viewer-facts'
import { boardFeedIds, boardWithFeedIds, starFeedIds, type FeedIds } from '../db/queries/feeds'
import { findBoardPlace } from '../db/queries/places'
import { summaryJson, summaryPartsFor } from '../db/queries/summaries'
import type { Deps } from '../deps'
import { ApiError, messages } from '../errors'
import { decodeCursor, type FeedCursor } from '../lib/feed-cursor'
import { bearer, bearerOrAnonymous, errorResponses, jsonResponse } from '../openapi'
import { validate } from '../validation'
import { boardParams } from './params'

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

export function feedRoutes(deps: Deps) {
  const { db, caches } = deps

  /**
   * The page as JSON text: each summary made once per thread revision and checked then
   * (summaries.ts), with the reader's flags and "new" counts written in.
   */
  async function pageJson(ids: FeedIds, viewer: Viewer | null): Promise<string> {
    // Readers of one page that arrive together while its summaries are not cached read them once.
    const pageKey = `summaries ${ids.threads.map((thread) => `${thread.id}.${thread.revision}`).join(' ')}`
    const parts = await caches.reads.read(pageKey, () => summaryPartsFor(db, caches.summaries, ids.threads))
    let activity = parts.map((summary) => summary.visitorJson)
    if (viewer) {
      const threadIds = parts.map((summary) => summary.threadId)
      const [friendIds, flags] = await Promise.all([friendsOf(deps, viewer), flagsOf(deps, viewer, threadIds)])
      activity = parts.map((summary) => {
        const threadFlags = flags.get(summary.threadId) ?? noFlags
        return summaryJson(summary, { viewerId: viewer.id, friendIds, lastVisitedAt: threadFlags.lastVisitedAt }, threadFlags)
      })
    }
    return `{"activity":[${activity.join(',')}],"cursor":{"next":${JSON.stringify(ids.next)}}}`
  }

  /**
   * The page's bytes, kept for the next read of the same page by the same reader: a visitor's
   * answer is everyone's, a reader's is theirs as of their revision (their flags, friends and
   * visits), both as of the page's signature.
   */
  function pageBytes(pageKey: string, ids: FeedIds, viewer: Viewer | null): Promise<Uint8Array<ArrayBuffer>> {
    const [key, signature] = viewer ? [`${pageKey} ${viewer.id}`, `${ids.signature} ${viewer.revision}`] : [pageKey, ids.signature]
    return caches.feedAnswers.answer(key, signature, () => pageJson(ids, viewer))
  }

  const json = { 'Content-Type': 'application/json' }

  return new Hono()
    .get(
      '/feeds/boards/:board_id',
      describeRoute({
        operationId: 'getBoardFeed',
        summary: "A board's activity feed",
        description:
          '20 threads a page, newest activity first. Pass `cursor.next` as `cursor` for the next page. `categoryFilter` matches a starter category tag, ignoring case.',
        tags: ['feeds'],
        security: bearerOrAnonymous,
        responses: { 200: jsonResponse(feedPageSchema, 'One page of the feed.'), ...errorResponses(400, 401, 403, 404) },
      }),
      validate('param', boardParams),
      validate('query', feedQuerySchema),
      async (c) => {
        const { board_id: boardId } = c.req.valid('param')
        const query = c.req.valid('query')
        const cursor = cursorOrRefusal(query.cursor)
        // The page's moment is when its query runs (the cursor's snapshot, decision 002).
        const options = (from: FeedCursor | null) => ({ boardId, category: query.categoryFilter, cursor: from, now: deps.now() })
        // Readers of one page of a public board that arrive together share its query
        // (cache/shared-reads.ts), which reads the board with the page.
        const pageKey = JSON.stringify(['board feed', boardId, query.categoryFilter ?? null, query.cursor ?? null])
        const [viewer, shared] = await viewerBeside(
          deps,
          c,
          caches.reads.read(pageKey, async () =>
            cursor instanceof ApiError ? { board: await findBoardPlace(db, boardId), ids: null } : boardWithFeedIds(db, options(cursor)),
          ),
        )
        const { board } = shared
        if (!board) throw new ApiError(404, messages.boardNotFound(boardId))
        await assertCanRead(deps, viewer, board, messages.boardAccessForbidden)
        if (cursor instanceof ApiError) throw cursor
        // A members-only board's page is read for each member who may see it.
        const ids = shared.ids ?? (await boardFeedIds(db, options(cursor)))
        return c.body(await pageBytes(pageKey, ids, viewer), 200, json)
      },
    )
    .get(
      '/feeds/users/@me/stars',
      describeRoute({
        operationId: 'getStarFeed',
        summary: "The current user's starred threads",
        description: 'Same paging as the board feed.',
        tags: ['feeds'],
        security: bearer,
        responses: { 200: jsonResponse(feedPageSchema, 'One page of the feed.'), ...errorResponses(400, 401) },
      }),
      userRequired(deps),
      validate('query', starFeedQuerySchema),
      async (c) => {
        const query = c.req.valid('query')
        const viewer = await requireViewer(deps, c)
        // One user's requests that arrive together (several tabs) share the query.
        const pageKey = JSON.stringify(['star feed', viewer.id, query.cursor ?? null])
        const ids = await caches.reads.read(pageKey, () =>
          starFeedIds(db, { viewerId: viewer.id, cursor: cursorOf(query.cursor), now: deps.now() }),
        )
        return c.body(await pageBytes(pageKey, ids, viewer), 200, json)
      },
    )
}
