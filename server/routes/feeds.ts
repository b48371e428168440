import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import { feedPageSchema, feedQuerySchema, starFeedQuerySchema } from '../../src/api/schemas/feed'
import { assertCanRead } from '../auth/permissions'
import { optionalViewer, requireViewer, userRequired } from '../auth/viewer'
import { boardFeedIds, starFeedIds, type FeedIds } from '../db/queries/feeds'
import { findBoardPlace } from '../db/queries/places'
import { loadThreadSummaries } from '../db/queries/summaries'
import type { Deps } from '../deps'
import { ApiError, messages } from '../errors'
import { decodeCursor } from '../lib/feed-cursor'
import { bearer, bearerOrAnonymous, errorResponses, jsonResponse } from '../openapi'
import { validate } from '../validation'
import { boardParams } from './params'

export function feedRoutes(deps: Deps) {
  const { db } = deps

  async function page(ids: FeedIds, viewerId: string | null) {
    const activity = await loadThreadSummaries(db, ids.threadIds, viewerId)
    return feedPageSchema.parse({ activity, cursor: { next: ids.next } })
  }

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
        const viewer = await optionalViewer(deps, c)
        const board = await findBoardPlace(db, boardId)
        if (!board) throw new ApiError(404, messages.boardNotFound(boardId))
        await assertCanRead(db, viewer, board, messages.boardAccessForbidden)
        const ids = await boardFeedIds(db, {
          boardId,
          category: query.categoryFilter,
          cursor: query.cursor ? decodeCursor(query.cursor) : null,
          now: deps.now(),
        })
        return c.json(await page(ids, viewer?.id ?? null))
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
        const ids = await starFeedIds(db, {
          viewerId: viewer.id,
          cursor: query.cursor ? decodeCursor(query.cursor) : null,
          now: deps.now(),
        })
        return c.json(await page(ids, viewer.id))
      },
    )
}
