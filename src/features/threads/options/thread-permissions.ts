import { type Me } from '../../../contract/schemas/me'
import { type Thread } from '../../../contract/schemas/thread'

/** What the reader may do to the thread itself (design: thread operations). */
export interface ThreadPermissions {
  /** Mute and star: any logged-in reader. */
  flags: boolean
  /** The starter's author and the realm's moderators. */
  changeDefaultView: boolean
  /** Moderators: move the thread to another board of the realm. */
  move: boolean
}

export function threadPermissions(thread: Thread, me: Me | undefined): ThreadPermissions {
  const role = me?.realms.find((realm) => realm.id === thread.parent_realm_id)?.role ?? null
  const moderator = role === 'moderator'
  return {
    flags: me !== undefined,
    changeDefaultView: moderator || (role !== null && thread.starter.own),
    move: moderator,
  }
}
