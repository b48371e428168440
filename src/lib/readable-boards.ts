import { type Realm } from '../contract/schemas/realm'

/** The boards whose threads this reader may see: all of them for a member, the open ones for anyone else. */
export function readableBoardIds(realm: Realm, isMember: boolean): string[] {
  return realm.boards.filter((board) => isMember || !board.members_only).map((board) => board.id)
}
