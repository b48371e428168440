import { type Realm } from '../contract/schemas/realm'

/** The boards whose threads this reader may see: all of them for a member, the open ones for anyone else. */
export function readableBoardIds(realm: Realm, isMember: boolean): string[] {
  return realm.boards.filter((board) => isMember || !board.members_only).map((board) => board.id)
}

/** The boards of the realm home's latest threads: those the reader may see and did not mute (design.md, "Reader controls"). */
export function latestBoardIds(realm: Realm, isMember: boolean): string[] {
  const muted = new Set(realm.boards.filter((board) => board.muted).map((board) => board.id))
  return readableBoardIds(realm, isMember).filter((id) => !muted.has(id))
}
