import type { RealmRole } from '../../src/api/schemas/me'
import { findPostPlace, type BoardPlace, type ThreadPlace } from '../db/queries/places'
import type { Deps } from '../deps'
import { ApiError, messages } from '../errors'
import type { Viewer } from './viewer'
import { roleOf } from './viewer-facts'

/**
 * Public boards read anonymously; a members-only board "requires authentication":
 * 401 without a user, 403 for a user outside the realm. Returns the viewer's role.
 */
export async function assertCanRead(
  deps: Deps,
  viewer: Viewer | null,
  place: BoardPlace,
  forbiddenMessage: string,
): Promise<RealmRole | null> {
  const role = viewer ? await roleOf(deps, viewer, place.realmId) : null
  if (place.membersOnly) {
    if (!viewer) throw new ApiError(401, messages.noUser)
    if (!role) throw new ApiError(403, forbiddenMessage)
  }
  return role
}

/**
 * Writing (a reply, a comment, a new thread) needs realm membership, after the checks of
 * reading: on a members-only board an outsider hears what a reader would (401/403).
 */
export async function assertCanWrite(
  deps: Deps,
  viewer: Viewer,
  place: BoardPlace,
  forbidden: { read: string; write: string },
): Promise<RealmRole> {
  const role = await assertCanRead(deps, viewer, place, forbidden.read)
  if (!role) throw new ApiError(403, forbidden.write)
  return role
}

/** The thread of a post the viewer writes under: 404 for an unknown post, then assertCanWrite. */
export async function postToWriteUnder(deps: Deps, viewer: Viewer, postId: string, forbidden: string): Promise<ThreadPlace> {
  const place = await findPostPlace(deps.db, postId)
  if (!place) throw new ApiError(404, messages.postNotFound(postId))
  await assertCanWrite(deps, viewer, place, { read: messages.threadAccessForbidden, write: forbidden })
  return place
}

/** The starter's author may change the default view; moderators may change anything. */
export function canChangeDefaultView(viewer: Viewer, role: RealmRole | null, thread: ThreadPlace) {
  return role === 'moderator' || (role !== null && thread.starterAuthorId === viewer.id)
}

export function canMoveThread(role: RealmRole | null) {
  return role === 'moderator'
}
