import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { inviteMutations } from '../../api/queries/invites'
import { Button } from '../../components/ui/Button'
import { fieldClass, formErrorClass } from '../../components/ui/field'

/**
 * For moderators: make an invite link (for anyone, or for one email address) and copy it.
 * The form opens in place under its button.
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

function InviteForm({ realmId, realmName }: { realmId: string; realmName: string }) {
  const errorId = useId()
  const create = useMutation({ mutationFn: (email: string) => inviteMutations.create(realmId, email || undefined) })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (create.isPending) return
    create.mutate(String(new FormData(event.currentTarget).get('email') ?? '').trim())
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="max-w-md space-y-3" aria-describedby={create.isError ? errorId : undefined}>
        <h2 className="font-semibold">Invite someone to {realmName}</h2>
        <label className="block">
          Email <span className="text-stone-700 dark:text-stone-300">(optional)</span>
          <input name="email" type="email" autoComplete="off" aria-describedby={`${errorId}-hint`} className={fieldClass} />
        </label>
        <p id={`${errorId}-hint`} className="text-sm text-stone-700 dark:text-stone-300">
          With an email, only that address can use the link. Each link works once, for 7 days.
        </p>
        {create.isError && (
          <p id={errorId} role="alert" className={formErrorClass}>
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

/** The new link, selectable, with a button that copies it. */
function InviteLink({ url }: { url: string }) {
  const fieldId = useId()
  const field = useRef<HTMLInputElement>(null)
  // Focused when a new link appears (not on every render), so a screen reader reads it out.
  useEffect(() => field.current?.focus(), [url])
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <div className="space-y-2">
      <label htmlFor={fieldId} className="block font-medium">
        Invite link
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={fieldId}
          ref={field}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 basis-60 rounded-md border border-stone-500 bg-stone-50 px-3 py-2 font-mono text-sm dark:bg-stone-950"
        />
        <Button onClick={() => void copy()}>Copy link</Button>
      </div>
      <p role="status" className="min-h-6 text-sm text-stone-700 dark:text-stone-300">
        {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Copying was not allowed here: select the link and copy it yourself.' : ''}
      </p>
    </div>
  )
}
