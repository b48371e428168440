import { boardsOfRealm, findRealmBySlug } from '../db/queries/realms'
import type { Db } from '../db/types'
import { ApiError, messages } from '../lib/api-error'

/** A realm with its boards, each with how many threads it has and when it was last active; 404 when unknown. */
export async function realmWithBoards(db: Db, slug: string) {
  const realm = await findRealmBySlug(db, slug)
  if (!realm) throw new ApiError(404, messages.realmSlugNotFound(slug))
  return { ...realm, boards: (await boardsOfRealm(db, realm.id)).map(boardJson) }
}

/** A board as realm answers list it, as a visitor sees it: the reader's own settings come after (BoardStates). */
function boardJson({ lastActivityAt, ...board }: Awaited<ReturnType<typeof boardsOfRealm>>[number]) {
  return { ...board, last_activity_at: lastActivityAt?.toISOString() ?? null, muted: false, pinned: false, has_updates: false }
}

/** One board of a realm as its realm answer lists it (a board admin's answer); 404 when unknown. */
export async function boardOfRealm(db: Db, realmId: string, boardId: string) {
  const [row] = await boardsOfRealm(db, realmId, boardId)
  if (!row) throw new ApiError(404, messages.boardNotFound(boardId))
  return boardJson(row)
}
