import { type Me } from '../contract/schemas/me'

/**
 * Whether the reader may write in a realm (reply, comment, start a thread: design, "who may
 * write" is realm membership). 'checking' until both the realm and the reader's realms are
 * known: nothing to offer yet, so that no control appears and then vanishes.
 */
export type WriteAccess = 'visitor' | 'checking' | 'outsider' | 'member'

export function writeAccess(loggedIn: boolean, me: Me | undefined, realmId: string | undefined): WriteAccess {
  if (!loggedIn) return 'visitor'
  if (!me || !realmId) return 'checking'
  return me.realms.some((realm) => realm.id === realmId) ? 'member' : 'outsider'
}
