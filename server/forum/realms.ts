import { boardsOfRealm, findRealmBySlug } from '../db/queries/realms'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'

/** A realm with its boards, each with how many threads it has and when it was last active; 404 when unknown. */
export async function realmWithBoards(db: Db, slug: string) {
  const realm = await findRealmBySlug(db, slug)
  if (!realm) throw new ApiError(404, messages.realmSlugNotFound(slug))
  const boardRows = await boardsOfRealm(db, realm.id)
  const boards = boardRows.map(({ lastActivityAt, ...board }) => ({
    ...board,
    last_activity_at: lastActivityAt?.toISOString() ?? null,
  }))
  return { ...realm, boards }
}
