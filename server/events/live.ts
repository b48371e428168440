import { MAX_EVENT_TOPICS } from '../../src/contract/shapes/event-topics'
import { findBoardPlace, type ThreadPlace } from '../db/queries/places'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { assertCanRead } from '../forum/permissions'
import type { RequestViewer } from '../forum/viewer'
import type { ViewerFacts } from '../forum/viewer-facts'
import type { EventHub } from './hub'
import { eventStream } from './stream'

/** What opening a stream needs: built once by the composition root (server/app.ts). */
export interface LiveSources {
  db: Db
  hub: EventHub
  facts: ViewerFacts
  places: { get(threadId: string): Promise<ThreadPlace | undefined> }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Last-Event-ID as a number, null when none was sent, 'malformed' for anything else (then `reset`). */
function parseLastEventId(header: string | undefined): number | null | 'malformed' {
  if (header === undefined || header.trim() === '') return null
  const value = header.trim()
  return /^\d{1,15}$/.test(value) ? Number(value) : 'malformed'
}

/**
 * GET /events: checks everything before the stream starts (design.md) — ids well formed and
 * at most 20, each thread and board known (404) and readable (401 anonymous, 403 signed in) —
 * then opens the stream. The checks at delivery (access.ts) keep it so while it is open.
 */
export class LiveEvents {
  constructor(private readonly sources: LiveSources) {}

  async open(
    requestViewer: RequestViewer,
    topics: { threadIds: string[]; boardIds: string[] },
    lastEventIdHeader: string | undefined,
  ): Promise<Response> {
    const { db, hub, facts, places } = this.sources
    const threadIds = [...new Set(topics.threadIds)]
    const boardIds = [...new Set(topics.boardIds)]
    if (threadIds.length + boardIds.length > MAX_EVENT_TOPICS) throw new ApiError(400, messages.tooManyTopics(MAX_EVENT_TOPICS))
    for (const id of threadIds) if (!uuidPattern.test(id)) throw new ApiError(400, messages.malformedTopic('thread', id))
    for (const id of boardIds) if (!uuidPattern.test(id)) throw new ApiError(400, messages.malformedTopic('board', id))
    const viewer = await requestViewer.optional()
    const [threadPlaces, boardPlaces] = await Promise.all([
      Promise.all(threadIds.map((id) => places.get(id))),
      Promise.all(boardIds.map((id) => findBoardPlace(db, id))),
    ])
    for (const [index, place] of threadPlaces.entries()) {
      if (!place) throw new ApiError(404, messages.threadNotFound(threadIds[index] ?? ''))
      await assertCanRead(facts, viewer, place, messages.threadAccessForbidden)
    }
    for (const [index, place] of boardPlaces.entries()) {
      if (!place) throw new ApiError(404, messages.boardNotFound(boardIds[index] ?? ''))
      await assertCanRead(facts, viewer, place, messages.boardAccessForbidden)
    }
    await hub.start()
    return eventStream(hub, {
      userId: viewer?.id ?? null,
      expiresAt: viewer?.expiresAt ?? null,
      sessionId: viewer?.sessionId ?? null,
      threadIds,
      boardIds,
      lastEventId: parseLastEventId(lastEventIdHeader),
    })
  }
}
