import type { RealmRole } from '../../src/contract/schemas/me'
import { type BoardPlace, findBoardPlace, type ThreadPlace } from '../db/queries/places'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'
import type { Viewer } from './viewer'
import type { ViewerFacts } from './viewer-facts'

/**
 * Public boards read anonymously; a members-only board "requires authentication":
 * 401 without a user, 403 for a user outside the realm. Returns the viewer's role.
 */
export async function assertCanRead(
  facts: ViewerFacts,
  viewer: Viewer | null,
  place: BoardPlace,
  forbiddenMessage: string,
): Promise<RealmRole | null> {
  const role = viewer ? await facts.roleOf(viewer, place.realmId) : null
  if (place.membersOnly) {
    if (!viewer) throw new ApiError(401, messages.noUser)
    if (!role) throw new ApiError(403, forbiddenMessage)
  }
  return role
}

/** A board by id that `viewer` may read: 404 when unknown, else as assertCanRead. */
export async function assertCanReadBoard(db: Db, facts: ViewerFacts, viewer: Viewer, boardId: string): Promise<BoardPlace> {
  const place = await findBoardPlace(db, boardId)
  if (!place) throw new ApiError(404, messages.boardNotFound(boardId))
  await assertCanRead(facts, viewer, place, messages.boardAccessForbidden)
  return place
}

/**
 * Writing (a reply, a comment, a new thread) needs realm membership, after the checks of
 * reading: on a members-only board an outsider hears what a reader would (401/403).
 */
export async function assertCanWrite(
  facts: ViewerFacts,
  viewer: Viewer,
  place: BoardPlace,
  forbidden: { read: string; write: string },
): Promise<RealmRole> {
  const role = await assertCanRead(facts, viewer, place, forbidden.read)
  if (!role) throw new ApiError(403, forbidden.write)
  return role
}

/** The starter's author may change the default view; moderators may change anything. */
export function canChangeDefaultView(viewer: Viewer, role: RealmRole | null, thread: ThreadPlace) {
  return role === 'moderator' || (role !== null && thread.starterAuthorId === viewer.id)
}

export function canMoveThread(role: RealmRole | null) {
  return role === 'moderator'
}
