import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { BlankEnv } from 'hono/types'
import { describeRoute } from 'hono-openapi'
import { threadSchema } from '../../src/api/schemas/thread'
import { threadPatchSchema } from '../../src/api/schemas/thread-patch'
import { assertCanRead, canChangeDefaultView, canMoveThread } from '../auth/permissions'
import { requireViewer, userRequired, viewerBeside, type Viewer } from '../auth/viewer'
import { flagsOf, friendsOf, noFlags, roleOf } from '../auth/viewer-facts'
import { findBoardPlace, findThreadPlace } from '../db/queries/places'
import { threadJson, threadParts } from '../db/queries/thread-detail'
import { setThreadState, updateThread, type StateChange } from '../db/queries/thread-states'
import type { Deps } from '../deps'
import { ApiError, messages } from '../errors'
import { acceptsGzip } from '../lib/compress-answers'
import { bearer, bearerOrAnonymous, errorResponses, jsonResponse, noContent } from '../openapi'
import { requireJson, validate } from '../validation'
import { threadParams } from './params'

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

/** Bumped when the answer's format changes, so no client keeps an answer of an older server. */
const ANSWER_FORMAT = 1

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
}

export function threadRoutes(deps: Deps) {
  const { db, caches } = deps

  /** The caller and the thread's place, looked up side by side (viewerBeside); 404 or 403 when it may not be read. */
  async function threadFor(c: Context, threadId: string) {
    const [viewer, place] = await viewerBeside(deps, c, caches.threadPlaces.get(threadId))
    if (!place) throw new ApiError(404, messages.threadNotFound(threadId))
    const role = await assertCanRead(deps, viewer, place, messages.threadAccessForbidden)
    return { viewer, place, role }
  }

  /** A per-user flag change: needs a user who may read the thread; answers 204. */
  function flagRoute(operationId: string, summary: string, change: (now: Date) => StateChange) {
    return [
      describeRoute({
        operationId,
        summary,
        tags: ['threads'],
        security: bearer,
        responses: { ...noContent, ...errorResponses(400, 401, 403, 404) },
      }),
      userRequired(deps),
      validate('param', threadParams),
      async (c: Context<BlankEnv, '/threads/:thread_id'>) => {
        const threadId = c.req.param('thread_id') // a uuid: validated above
        const viewer = await requireViewer(deps, c)
        await threadFor(c, threadId)
        await setThreadState(db, viewer.id, threadId, change(deps.now()))
        return c.body(null, 204)
      },
    ] as const
  }

  return new Hono()
    .get(
      '/threads/:thread_id',
      describeRoute({
        operationId: 'getThread',
        summary: 'One thread with its contributions and comments',
        description: 'Anonymous reads are allowed on public boards; then new, muted and hidden are false.',
        tags: ['threads'],
        security: bearerOrAnonymous,
        responses: { 200: jsonResponse(threadSchema, 'The thread.'), ...errorResponses(400, 401, 403, 404) },
      }),
      validate('param', threadParams),
      async (c) => {
        const { thread_id: threadId } = c.req.valid('param')
        const { viewer, place } = await threadFor(c, threadId)
        // Readers that arrive together while the thread is not in the cache read it once.
        const parts = await caches.reads.read(`thread parts ${threadId} ${place.revision}`, () =>
          threadParts(db, threadId, place.revision, caches.threadRows),
        )
        if (!parts) throw new ApiError(404, messages.threadNotFound(threadId))
        const etag = threadEtag(threadId, parts.revision, viewer)
        // Private: the answer carries the reader's flags. no-cache: asked again each time, 304 when unchanged.
        const headers = { ETag: etag, 'Cache-Control': 'private, no-cache', Vary: 'Authorization, Accept-Encoding' }
        if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)
        if (!viewer) {
          const gzip = acceptsGzip(c.req.header('Accept-Encoding'))
          return c.body(gzip ? parts.visitor.gzip : parts.visitor.json, 200, {
            ...headers,
            'Content-Type': 'application/json',
            ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
          })
        }
        const [friendIds, flags] = await Promise.all([friendsOf(deps, viewer), flagsOf(deps, viewer, [threadId])])
        const threadFlags = flags.get(threadId) ?? noFlags
        const reader = { viewerId: viewer.id, friendIds, lastVisitedAt: threadFlags.lastVisitedAt }
        return c.body(threadJson(parts, reader, threadFlags), 200, { ...headers, 'Content-Type': 'application/json' })
      },
    )
    .patch(
      '/threads/:thread_id',
      describeRoute({
        operationId: 'updateThread',
        summary: "Change a thread's default view, its board, or both",
        description:
          'The starter\'s author may change defaultView; moderators may change both. Moves stay within the realm. Answers the plain text "OK".',
        tags: ['threads'],
        security: bearer,
        responses: {
          200: { description: 'Changed.', content: { 'text/plain': { schema: { type: 'string', const: 'OK' } } } },
          ...errorResponses(400, 401, 403, 404, 415),
        },
      }),
      userRequired(deps),
      validate('param', threadParams),
      requireJson(),
      validate('json', threadPatchSchema),
      async (c) => {
        const { thread_id: threadId } = c.req.valid('param')
        const patch = c.req.valid('json')
        const viewer = await requireViewer(deps, c)
        const place = await findThreadPlace(db, threadId)
        if (!place) throw new ApiError(404, messages.threadNotFound(threadId))
        const role = await roleOf(deps, viewer, place.realmId)
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
        await updateThread(db, threadId, { defaultView: patch.defaultView, boardId: patch.parentBoardId })
        return c.text('OK')
      },
    )
    .post('/threads/:thread_id/mute', ...flagRoute('muteThread', 'Mute a thread for the current user', () => ({ muted: true })))
    .delete('/threads/:thread_id/mute', ...flagRoute('unmuteThread', 'Unmute a thread (extension)', () => ({ muted: false })))
    .post('/threads/:thread_id/stars', ...flagRoute('starThread', 'Star a thread (extension)', () => ({ starred: true })))
    .delete('/threads/:thread_id/stars', ...flagRoute('unstarThread', 'Unstar a thread (extension)', () => ({ starred: false })))
    .post(
      '/threads/:thread_id/visits',
      ...flagRoute('visitThread', 'Record a visit: what is older stops being new (extension)', (now) => ({
        lastVisitedAt: now,
      })),
    )
}
