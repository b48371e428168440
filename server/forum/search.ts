import { searchPageSchema, type SearchPage, type SearchResult } from '../../src/contract/schemas/search'
import { findBoardPlace } from '../db/queries/places'
import { boardAccessOfRealm } from '../db/queries/realms'
import { MARK_END, MARK_START, searchPage, RESULT_TITLE_MAX_CHARS, type SearchHit } from '../db/queries/search'
import type { Db } from '../db/types'
import { sqlState } from '../lib/sql-state'
import { ApiError, messages } from '../lib/api-error'
import { cursorMoment, fromCursor, toCursor } from '../lib/opaque-cursor'
import { parseSearchQuery } from '../lib/search-query'
import * as z from 'zod/mini'
import { assertCanRead } from './permissions'
import type { Viewer } from './viewer'
import type { ViewerFacts } from './viewer-facts'

const PAGE_SIZE = 20

// PostgreSQL's "canceling statement due to statement timeout".
const QUERY_CANCELED = '57014'

// [first page's moment, score, key]: every page ranks as the first did.
const searchCursorSchema = z.tuple([cursorMoment, z.string().check(z.regex(/^\d+(\.\d+)?$/), z.maxLength(40)), z.uuid()])

/** A headline's plain text, its blanks folded, and where its marked words are in it. */
function readHeadline(headline: string): { excerpt: string; highlights: [number, number][] } {
  let excerpt = ''
  const highlights: [number, number][] = []
  let start: number | null = null
  for (const character of headline.replace(/\s+/g, ' ').trim()) {
    if (character === MARK_START) start = excerpt.length
    else if (character === MARK_END) {
      if (start !== null && excerpt.length > start) highlights.push([start, excerpt.length])
      start = null
    } else excerpt += character
  }
  return { excerpt, highlights }
}

function toResult(hit: SearchHit): SearchResult {
  const title = hit.title.trim()
  return {
    thread_id: hit.threadId,
    board_id: hit.boardId,
    post_id: hit.postId,
    comment_id: hit.commentId,
    // Cut by characters, as the query measures the first line, never inside a surrogate pair.
    title: title === '' ? 'Untitled thread' : [...title].slice(0, RESULT_TITLE_MAX_CHARS).join(''),
    ...readHeadline(hit.headline),
    created_at: hit.createdAt.toISOString(),
    secret_identity: { name: hit.identityName, avatar: hit.identityAvatar },
  }
}

/**
 * GET /search (design.md "Search"): the posts and comments of one realm (or one board of it)
 * that match, best first, 20 a page, from the boards the reader may read only. Real users are
 * never searched: only words, tags, whispers and content warnings are in the documents.
 */
export class Search {
  constructor(private readonly sources: { db: Db; now: () => Date; facts: ViewerFacts }) {}

  /** The boards a search of `realmId` (or of `boardId` in it) reads: 404 for an unknown realm or board. */
  private async boardsToSearch(viewer: Viewer | null, realmId: string, boardId: string | undefined): Promise<string[]> {
    const { db, facts } = this.sources
    if (boardId !== undefined) {
      const board = await findBoardPlace(db, boardId)
      if (!board || board.realmId !== realmId) throw new ApiError(404, messages.boardNotFound(boardId))
      await assertCanRead(facts, viewer, board, messages.boardAccessForbidden)
      return [board.boardId]
    }
    const boards = await boardAccessOfRealm(db, realmId)
    if (!boards) throw new ApiError(404, messages.realmNotFound(realmId))
    const member = viewer !== null && (await facts.roleOf(viewer, realmId)) !== null
    return boards.filter((board) => member || !board.membersOnly).map((board) => board.id)
  }

  async page(viewer: Viewer | null, query: { q: string; realm: string; board?: string; cursor?: string }): Promise<SearchPage> {
    const search = parseSearchQuery(query.q)
    const boardIds = await this.boardsToSearch(viewer, query.realm, query.board)
    const cursor = query.cursor === undefined ? null : fromCursor(query.cursor, searchCursorSchema)
    const at = cursor ? new Date(cursor[0]) : this.sources.now()
    const hits = await searchPage(this.sources.db, {
      search,
      boardIds,
      at,
      after: cursor ? { score: cursor[1], key: cursor[2] } : null,
      limit: PAGE_SIZE,
    }).catch((error: unknown) => {
      if (sqlState(error) === QUERY_CANCELED) throw new ApiError(400, messages.searchTooSlow)
      throw error
    })
    const shown = hits.slice(0, PAGE_SIZE)
    const last = shown.at(-1)
    const next = hits.length > PAGE_SIZE && last ? toCursor([at.toISOString(), last.score, last.key]) : null
    return searchPageSchema.parse({ results: shown.map(toResult), cursor: { next } })
  }
}
