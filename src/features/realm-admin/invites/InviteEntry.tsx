import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { inviteMutations, inviteQueries } from '../../../api/queries/invites'
import { Button } from '../../../components/ui/Button'
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog'
import { type InviteList } from '../../../contract/schemas/invite'
import { RelativeTime } from '../../../lib/time/RelativeTime'

type Invite = InviteList['invites'][number]

const statusWords: Record<Invite['status'], { text: string; className: string }> = {
  pending: { text: 'Not used yet', className: 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-100' },
  used: { text: 'Used', className: 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100' },
  expired: { text: 'Expired', className: 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100' },
  revoked: { text: 'Revoked', className: 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100' },
}

/** One invite: its label, whom it is for, who made it and when, its status, and "Revoke" while unused. */
export function InviteEntry({ invite, realmId }: { invite: Invite; realmId: string }) {
  const item = useRef<HTMLLIElement>(null)
  const [asking, setAsking] = useState(false)
  const queryClient = useQueryClient()
  const revoke = useMutation({
    mutationFn: () => inviteMutations.revoke(realmId, invite.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: inviteQueries.ofRealm(realmId).queryKey })
      setAsking(false)
    },
  })
  const name = invite.label ?? 'Invite without a label'
  const status = statusWords[invite.status]
  return (
    // Focus comes back to "Revoke", or here once it is gone.
    <li ref={item} tabIndex={-1} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="font-medium wrap-anywhere">{name}</span>
          <span className={`rounded px-2 text-sm font-medium ${status.className}`}>{status.text}</span>
        </p>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {invite.email ? <>For {invite.email} only · </> : <>For anyone with the link · </>}
          made by {invite.created_by?.username ?? 'a former moderator'} <RelativeTime dateTime={invite.created_at} />
          {invite.status === 'pending' && (
            <>
              {' '}
              · expires <RelativeTime dateTime={invite.expires_at} />
            </>
          )}
        </p>
      </div>
      {invite.status === 'pending' && (
        <Button aria-label={`Revoke ${name}`} onClick={() => setAsking(true)}>
          Revoke
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title="Revoke this invite?"
          description="Its link stops working at once, and says it was taken back. Someone already in stays."
          confirmLabel="Revoke invite"
          pendingLabel="Revoking…"
          cancelLabel="Keep it"
          pending={revoke.isPending}
          error={revoke.isError ? revoke.error.message : null}
          onConfirm={() => revoke.mutate()}
          onClose={() => setAsking(false)}
          returnFocus={() => item.current?.querySelector('button') ?? item.current}
        />
      )}
    </li>
  )
}
