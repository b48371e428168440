import type { RealmRole } from '../../src/api/schemas/me'
import type { Db } from '../db/open'
import { roleIn, type BoardPlace, type ThreadPlace } from '../db/queries/places'
import { ApiError, messages } from '../errors'
import type { Viewer } from './viewer'

/**
 * Public boards read anonymously; a members-only board "requires authentication":
 * 401 without a user, 403 for a user outside the realm. Returns the viewer's role.
 */
export async function assertCanRead(
  db: Db,
  viewer: Viewer | null,
  place: BoardPlace,
  forbiddenMessage: string,
): Promise<RealmRole | null> {
  const role = viewer ? await roleIn(db, viewer.id, place.realmId) : null
  if (place.membersOnly) {
    if (!viewer) throw new ApiError(401, messages.noUser)
    if (!role) throw new ApiError(403, forbiddenMessage)
  }
  return role
}

/** The starter's author may change the default view; moderators may change anything. */
export function canChangeDefaultView(viewer: Viewer, role: RealmRole | null, thread: ThreadPlace) {
  return role === 'moderator' || (role !== null && thread.starterAuthorId === viewer.id)
}

export function canMoveThread(role: RealmRole | null) {
  return role === 'moderator'
}
