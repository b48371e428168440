import { useSuspenseQuery } from '@tanstack/react-query'
import { inviteQueries } from '../../../api/queries/invites'
import { Notice } from '../../../components/ui/Notice'
import { type Realm } from '../../../contract/schemas/realm'
import { InviteEntry } from './InviteEntry'
import { InviteForm } from './InviteForm'

/** The realm's invites: a form for a new one, and every one made, newest first, with what became of it. */
export function InvitesAdmin({ realm }: { realm: Realm }) {
  const invites = useSuspenseQuery(inviteQueries.ofRealm(realm.id)).data.invites
  return (
    <div className="space-y-8">
      <section className="rounded-lg border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
        <InviteForm realmId={realm.id} realmName={realm.name} />
      </section>
      <section aria-labelledby="invites-made" className="space-y-3">
        <h2 id="invites-made" className="text-xl font-semibold">
          Invites made
        </h2>
        {invites.length === 0 ? (
          <Notice title="No invites yet.">
            <p>Each invite you make shows here, with whether it was used.</p>
          </Notice>
        ) : (
          <ul
            aria-labelledby="invites-made"
            className="divide-y divide-stone-200 rounded-lg border border-stone-300 dark:divide-stone-800 dark:border-stone-700"
          >
            {invites.map((invite) => (
              <InviteEntry key={invite.id} invite={invite} realmId={realm.id} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
