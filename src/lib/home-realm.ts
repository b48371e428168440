import { type Me } from '../contract/schemas/me'
import { defaultRealmSlug } from './app-config'

/**
 * The realm `/` shows: the default realm, unless the user belongs to realms but not to it;
 * then their first (a member of Elsewhere alone lands in Elsewhere, not on a stranger's boards).
 */
export function homeRealmSlug(me: Pick<Me, 'realms'> | undefined): string {
  if (!me || me.realms.some((realm) => realm.slug === defaultRealmSlug)) return defaultRealmSlug
  return me.realms[0]?.slug ?? defaultRealmSlug
}
