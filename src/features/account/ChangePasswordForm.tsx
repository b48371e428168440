import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { accountMutations, accountQueries } from '../../api/queries/accounts'
import { Button } from '../../components/ui/Button'
import { fieldClass, formErrorClass } from '../../components/ui/field'
import { NewPasswordFields, newPasswordIn } from './NewPasswordFields'

/**
 * A new password, given the current one. Every other browser signed in to the account is
 * signed out; this one stays. On a refusal what was typed stays; once changed, the form empties.
 */
export function ChangePasswordForm() {
  const id = useId()
  const queryClient = useQueryClient()
  const [mismatch, setMismatch] = useState(false)
  const change = useMutation({
    mutationFn: accountMutations.changePassword,
    // The other sessions have ended: the list below says so.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey }),
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (change.isPending) return
    const form = event.currentTarget
    const data = new FormData(form)
    const { password, differs } = newPasswordIn(data)
    setMismatch(differs)
    if (differs) return
    change.mutate({ current_password: String(data.get('current') ?? ''), new_password: password }, { onSuccess: () => form.reset() })
  }

  const error = mismatch ? 'The two new passwords differ.' : change.isError ? change.error.message : null
  return (
    <form
      onSubmit={submit}
      className="max-w-sm space-y-4"
      aria-labelledby={`${id}-heading`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Password
      </h2>
      <label className="block">
        Current password
        <input name="current" type="password" autoComplete="current-password" required className={fieldClass} />
      </label>
      <NewPasswordFields
        againLabel="New password again"
        hint="Other browsers signed in to your account will be signed out."
        mismatch={mismatch}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={formErrorClass}>
          {error}
        </p>
      )}
      <p role="status" className={change.isSuccess ? '' : 'sr-only'}>
        {change.isSuccess && 'Password changed. Every other browser was signed out.'}
      </p>
      <Button type="submit" variant="primary" aria-disabled={change.isPending} aria-busy={change.isPending}>
        Change password
      </Button>
    </form>
  )
}
