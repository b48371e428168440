import { createHash } from 'node:crypto'
import { threadSchema } from '../../src/contract/schemas/thread'
import type { ThreadChanges } from '../../src/contract/schemas/thread-changes'
import type { ThreadPatchBody } from '../../src/contract/schemas/thread-patch'
import { threadChangesAfter } from '../db/queries/events'
import type { SingleFlight } from '../cache/single-flight'
import { findBoardPlace, findThreadPlace, type ThreadPlace } from '../db/queries/places'
import { setThreadState, updateThread, type StateChange } from '../db/queries/thread-states'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import { assertCanRead, canChangeDefaultView, canMoveThread } from './permissions'
import { threadJson, threadParts, type SerializedThread, type ThreadParts } from './thread-answers'
import type { RevisionCache } from '../cache/revision-cache'
import type { RequestViewer, Viewer } from './viewer'
import { noFlags, type ViewerFacts } from './viewer-facts'
import { recordThreadChange } from './what-happened'

/** Bumped when the answer's format changes, so no client keeps an answer of an older server. */
const ANSWER_FORMAT = 2

/**
 * Names one answer: the thread's revision and the reader's (their flags and friends), so an
 * unchanged thread answers 304, and any reply, move, mute or star makes a new tag. The same
 * on every server process, since it is made of what the database says.
 */
function threadEtag(threadId: string, revision: number, viewer: Viewer | null): string {
  const reader = viewer ? `${viewer.id}.${viewer.revision}` : 'visitor'
  const tag = createHash('sha256').update(`${ANSWER_FORMAT}:${threadId}.${revision}:${reader}`).digest('base64url').slice(0, 22)
  return `"${tag}"`
}

/** A thread's answer to one reader: its tag, and the answer itself when the reader's copy is not current. */
export interface ThreadRead {
  etag: string
  /** A visitor's answer is everyone's, kept as text and gzipped; a reader's is written for them. */
  answer(): Promise<SerializedThread | string>
}

/** What reading and changing threads needs: each built once by the composition root (server/app.ts). */
export interface ThreadSources {
  db: Db
  now: () => Date
  /** Identical reads that arrive together share one query (cache/single-flight.ts). */
  reads: SingleFlight
  facts: ViewerFacts
  /** Thread places, looked up for the requests that arrive together at once (cache/batch-loader.ts). */
  places: { get(threadId: string): Promise<ThreadPlace | undefined> }
  /** Each thread's parts, made once per revision (thread-answers.ts threadRowsCache); an edit made here patches them. */
  threadParts: RevisionCache<ThreadParts>
}

/** Reading a thread, a reader's flags on it, and what moderators and starters may change. */
export class Threads {
  constructor(private readonly sources: ThreadSources) {}

  /** The caller and the thread's place, looked up side by side; 404 or 403 when it may not be read. */
  private async readable(requestViewer: RequestViewer, threadId: string) {
    const [viewer, place] = await requestViewer.beside(this.sources.places.get(threadId))
    if (!place) throw new ApiError(404, messages.threadNotFound(threadId))
    const role = await assertCanRead(this.sources.facts, viewer, place, messages.threadAccessForbidden)
    return { viewer, place, role }
  }

  /** The thread as the caller sees it; 404 or 403 (401 on a members-only board) when it may not be read. */
  async read(requestViewer: RequestViewer, threadId: string): Promise<ThreadRead> {
    const { db, reads, facts } = this.sources
    const { viewer, place, role } = await this.readable(requestViewer, threadId)
    // Readers that arrive together while the thread is not in the cache read it once.
    const parts = await reads.read(`thread parts ${threadId} ${place.revision}`, () =>
      threadParts(db, threadId, place.revision, this.sources.threadParts),
    )
    if (!parts) throw new ApiError(404, messages.threadNotFound(threadId))
    return {
      etag: threadEtag(threadId, parts.revision, viewer),
      async answer() {
        if (!viewer) return parts.visitor
        const [friendIds, flags] = await Promise.all([facts.friendsOf(viewer), facts.flagsOf(viewer, [threadId])])
        const threadFlags = flags.get(threadId) ?? noFlags
        const reader = { viewerId: viewer.id, friendIds, lastVisitedAt: threadFlags.lastVisitedAt, moderator: role === 'moderator' }
        return threadJson(parts, reader, threadFlags)
      },
    }
  }

  /**
   * The contributions and comments the thread gained after event `afterId`, as the caller
   * sees them (GET /threads/{id}/changes): what the "new replies" pill brings in.
   */
  async changes(requestViewer: RequestViewer, threadId: string, afterId: number): Promise<ThreadChanges> {
    const { db, facts } = this.sources
    // The events first: the thread read after them holds at least what they name.
    const changed = await threadChangesAfter(db, threadId, afterId)
    const { viewer, place, role } = await this.readable(requestViewer, threadId)
    const lastEventId = String(changed.lastEventId)
    if (changed.postIds.length === 0 && changed.commentIds.length === 0) return { posts: [], comments: {}, last_event_id: lastEventId }
    const [friendIds, flags] = viewer
      ? await Promise.all([facts.friendsOf(viewer), facts.flagsOf(viewer, [threadId])])
      : [new Set<string>(), null]
    const threadFlags = flags?.get(threadId) ?? noFlags
    const lens = { viewerId: viewer?.id ?? null, friendIds, lastVisitedAt: threadFlags.lastVisitedAt, moderator: role === 'moderator' }
    const postIds = new Set(changed.postIds)
    const commentIds = new Set(changed.commentIds)
    // The one presentation path: the thread as this reader reads it, of which only the new parts are kept.
    const pick = (parts: ThreadParts): ThreadChanges => {
      const thread = threadSchema.parse(JSON.parse(threadJson(parts, lens, threadFlags)))
      const comments: ThreadChanges['comments'] = {}
      for (const [postId, list] of Object.entries(thread.comments)) {
        const fresh = list.filter((comment) => commentIds.has(comment.id))
        if (fresh.length > 0) comments[postId] = fresh
      }
      return { posts: thread.posts.filter((post) => postIds.has(post.id)), comments, last_event_id: lastEventId }
    }
    const cached = await threadParts(db, threadId, place.revision, this.sources.threadParts)
    if (!cached) throw new ApiError(404, messages.threadNotFound(threadId))
    const answer = pick(cached)
    const found = answer.posts.length + Object.values(answer.comments).reduce((sum, list) => sum + list.length, 0)
    if (found === postIds.size + commentIds.size) return answer
    // A place looked up beside other requests may predate the events: then the thread is read afresh.
    const fresh = await threadParts(db, threadId, 0)
    return fresh ? pick(fresh) : answer
  }

  /** A per-user flag change (mute, star, visit): needs a user who may read the thread. */
  async setFlags(requestViewer: RequestViewer, threadId: string, change: (now: Date) => StateChange): Promise<void> {
    const viewer = await requestViewer.required()
    await this.readable(requestViewer, threadId)
    await setThreadState(this.sources.db, viewer.id, threadId, change(this.sources.now()))
  }

  /** A new default view (the starter's author, moderators) or board (moderators; within the realm). */
  async change(viewer: Viewer, threadId: string, patch: ThreadPatchBody): Promise<void> {
    const { db, facts } = this.sources
    const place = await findThreadPlace(db, threadId)
    if (!place) throw new ApiError(404, messages.threadNotFound(threadId))
    const role = await facts.roleOf(viewer, place.realmId)
    const allowed =
      (patch.defaultView === undefined || canChangeDefaultView(viewer, role, place)) &&
      (patch.parentBoardId === undefined || canMoveThread(role))
    if (!allowed) throw new ApiError(403, messages.threadOperationForbidden)
    if (patch.parentBoardId !== undefined) {
      const board = await findBoardPlace(db, patch.parentBoardId)
      // A board of another realm is as good as missing: moves stay within the realm.
      if (!board || board.realmId !== place.realmId) {
        throw new ApiError(404, messages.boardNotFound(patch.parentBoardId))
      }
    }
    const change = { defaultView: patch.defaultView, boardId: patch.parentBoardId }
    await db.transaction(async (tx) => {
      await updateThread(tx, threadId, change)
      await recordThreadChange(tx, place, change, this.sources.now())
    })
  }
}
