import { type ReactNode } from 'react'
import { type Realm } from '../../contract/schemas/realm'
import { PageHeading } from '../../components/ui/PageHeading'
import { usePageHead } from '../../components/ui/page-head'
import { RealmBoards } from './RealmBoards'

interface RealmHomeProps {
  realm: Realm
  /** Shown once, right after joining by an invite. */
  welcome: boolean
  /** The moderators' tools (their pages, the invite form), or nothing. */
  invite: ReactNode
  /** Who is reading: a member and anyone signed in get their own settings of the boards. */
  reader: 'visitor' | 'member' | 'outsider'
  /** A signed-in member's "Dismiss notifications" for the realm, or nothing. */
  dismiss: ReactNode
  /** The latest threads across the boards this reader may read. */
  latest: ReactNode
}

/** A realm's front page: its boards, and what was last written on them. */
export function RealmHome({ realm, welcome, invite, reader, dismiss, latest }: RealmHomeProps) {
  usePageHead({ description: `${realm.name} on Teahouse: ${realm.boards.map((board) => board.name).join(', ')}.` })
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <PageHeading>{realm.name}</PageHeading>
        {welcome && (
          <p className="rounded-lg border border-teal-700 bg-teal-50 p-4 text-teal-950 dark:border-teal-400 dark:bg-teal-950 dark:text-teal-50">
            <strong>Welcome to {realm.name}!</strong> You are a member now: its boards are open to you, members-only ones included.
          </p>
        )}
        {invite}
        {dismiss}
      </div>
      <section aria-labelledby="boards-heading" className="space-y-3">
        <h2 id="boards-heading" className="text-xl font-semibold">
          Boards
        </h2>
        <RealmBoards realm={realm} reader={reader} />
      </section>
      <section aria-labelledby="latest-heading" className="space-y-3">
        <h2 id="latest-heading" className="text-xl font-semibold">
          Latest threads
        </h2>
        {latest}
      </section>
    </div>
  )
}
