import { useId, useState } from 'react'
import { Button } from '../../../components/ui/Button'
import { InviteForm } from './InviteForm'

/**
 * For moderators, on the realm's home: make an invite link and copy it. The form opens in
 * place under its button; the Invites page lists what became of each.
 */
export function InviteSomeone({ realmId, realmName }: { realmId: string; realmName: string }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className="space-y-3">
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Invite someone
      </Button>
      {open && (
        <div id={panelId} className="rounded-lg border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">
          <InviteForm realmId={realmId} realmName={realmName} />
        </div>
      )}
    </div>
  )
}
