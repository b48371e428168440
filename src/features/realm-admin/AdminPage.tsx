import { useSuspenseQuery } from '@tanstack/react-query'
import { type ReactNode } from 'react'
import { realmQueries } from '../../api/queries/realms'
import { type Realm } from '../../contract/schemas/realm'
import { ForModeratorsOnly } from './ForModeratorsOnly'
import { RealmAdminFrame } from './RealmAdminFrame'

/**
 * One of the realm's moderators' pages, as its route loaded it: the page for a moderator, and
 * for anyone else what the page is and the way back (ForModeratorsOnly).
 */
export function AdminPage({
  title,
  realmSlug,
  moderator,
  children,
}: {
  title: string
  realmSlug: string
  /** Whether the reader moderates the realm (loadModeratedRealm). */
  moderator: boolean
  children: (realm: Realm) => ReactNode
}) {
  const realm = useSuspenseQuery(realmQueries.bySlug(realmSlug)).data
  if (!moderator) return <ForModeratorsOnly title={title} realmName={realm.name} realmSlug={realmSlug} />
  return (
    <RealmAdminFrame title={title} realmSlug={realmSlug}>
      {children(realm)}
    </RealmAdminFrame>
  )
}
