import { type ReactNode } from 'react'
import { PageHeading } from '../../components/ui/PageHeading'
import { ModerationNav } from './ModerationNav'

/** A moderators' page of a realm: its heading, the way between reports and log, and the page. */
export function ModerationFrame({ title, realmSlug, children }: { title: string; realmSlug: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <PageHeading>{title}</PageHeading>
      <ModerationNav realmSlug={realmSlug} />
      {children}
    </div>
  )
}
