import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { accountMutations } from '../../api/queries/accounts'
import { Button } from '../../components/ui/Button'
import { fieldClass, formErrorClass } from '../../components/ui/field'

/**
 * Asks for a reset link by mail. The answer says the same whether or not the address has an
 * account, so the page does too; the address stays in the field to ask again.
 */
export function ForgotPasswordForm() {
  const id = useId()
  const ask = useMutation({ mutationFn: accountMutations.requestReset })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (ask.isPending) return
    ask.mutate(String(new FormData(event.currentTarget).get('email') ?? '').trim())
  }

  return (
    <form onSubmit={submit} className="max-w-sm space-y-4" aria-describedby={ask.isError ? `${id}-error` : `${id}-hint`}>
      <p id={`${id}-hint`}>Give the email address of your account: we mail it a link to choose a new password.</p>
      <label className="block">
        Email
        <input name="email" type="email" autoComplete="username" required className={fieldClass} aria-invalid={ask.isError || undefined} />
      </label>
      {ask.isError && (
        <p id={`${id}-error`} role="alert" className={formErrorClass}>
          {ask.error.message}
        </p>
      )}
      <p role="status" className={ask.isSuccess ? 'rounded-md border border-teal-700 p-3 dark:border-teal-400' : 'sr-only'}>
        {ask.isSuccess &&
          'If that address has an account, we sent a link to it. It works once, for an hour; look in your spam folder if it does not come.'}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="primary" aria-disabled={ask.isPending} aria-busy={ask.isPending}>
          {ask.isSuccess ? 'Send another link' : 'Send me a link'}
        </Button>
        <Link to="/login" className="underline">
          Back to log in
        </Link>
      </div>
    </form>
  )
}
