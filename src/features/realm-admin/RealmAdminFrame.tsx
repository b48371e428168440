import { type ReactNode } from 'react'
import { PageHeading } from '../../components/ui/PageHeading'
import { RealmAdminNav } from './RealmAdminNav'

/** A moderators' page of a realm: its heading, the way between the realm's admin pages, and the page. */
export function RealmAdminFrame({ title, realmSlug, children }: { title: string; realmSlug: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <PageHeading>{title}</PageHeading>
      <RealmAdminNav realmSlug={realmSlug} />
      {children}
    </div>
  )
}
