import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId } from 'react'
import { inviteMutations, inviteQueries } from '../../../api/queries/invites'
import { Button } from '../../../components/ui/Button'
import { fieldClass, formErrorClass } from '../../../components/ui/field'
import { InviteLink } from './InviteLink'

const optional = <span className="font-normal text-stone-700 dark:text-stone-300">(optional)</span>

/**
 * Makes an invite link (for anyone, or for one email address), labelled for the moderators'
 * list, and shows it to copy. Only a hash of it is kept, so this is the one time it shows.
 */
export function InviteForm({ realmId, realmName }: { realmId: string; realmName: string }) {
  const id = useId()
  const queryClient = useQueryClient()
  const create = useMutation({
    mutationFn: (invite: { email?: string; label?: string }) => inviteMutations.create(realmId, invite),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteQueries.ofRealm(realmId).queryKey }),
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (create.isPending) return
    const form = new FormData(event.currentTarget)
    const given = (name: string) => String(form.get(name) ?? '').trim() || undefined
    create.mutate({ email: given('email'), label: given('label') })
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="max-w-md space-y-3" aria-describedby={create.isError ? `${id}-error` : undefined}>
        <h2 className="font-semibold">Invite someone to {realmName}</h2>
        <label className="block font-medium">
          Label {optional}
          <input name="label" maxLength={100} autoComplete="off" aria-describedby={`${id}-label-hint`} className={fieldClass} />
        </label>
        <p id={`${id}-label-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          Who it is for, in the moderators’ list of invites: only moderators see it.
        </p>
        <label className="block font-medium">
          Email {optional}
          <input name="email" type="email" autoComplete="off" aria-describedby={`${id}-email-hint`} className={fieldClass} />
        </label>
        <p id={`${id}-email-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          With an email, only that address can use the link. Each link works once, for 7 days.
        </p>
        {create.isError && (
          <p id={`${id}-error`} role="alert" className={formErrorClass}>
            The invite could not be made. {create.error.message}
          </p>
        )}
        <Button type="submit" variant="primary" aria-disabled={create.isPending} aria-busy={create.isPending}>
          Create invite link
        </Button>
      </form>
      {create.data && <InviteLink url={create.data.invite_url} />}
    </div>
  )
}
