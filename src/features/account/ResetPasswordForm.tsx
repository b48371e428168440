import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { setAccessToken } from '../../api/access-token'
import { ApiError } from '../../api/client'
import { accountMutations } from '../../api/queries/accounts'
import { tellOtherTabs } from '../../api/session-broadcast'
import { Button } from '../../components/ui/Button'
import { formErrorClass } from '../../components/ui/field'
import { NewPasswordFields, newPasswordIn } from './NewPasswordFields'

/**
 * The new password for a reset link's token, typed twice. Once set, every session of the
 * account has ended, this browser's too: it forgets its token and tells its other tabs. A link
 * that was used, has expired or was never ours says so, with the way to a new one; what was
 * typed stays.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId()
  const [mismatch, setMismatch] = useState(false)
  const reset = useMutation({
    mutationFn: accountMutations.resetPassword,
    onSuccess: () => {
      setAccessToken(null)
      tellOtherTabs('signed-out')
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (reset.isPending) return
    const { password, differs } = newPasswordIn(new FormData(event.currentTarget))
    setMismatch(differs)
    if (differs) return
    reset.mutate({ token, password })
  }

  if (reset.isSuccess) {
    return (
      <div className="max-w-sm space-y-4">
        <p role="status">Your password is changed, and every browser signed in to your account was signed out.</p>
        <Link to="/login" className="underline">
          Log in with your new password
        </Link>
      </div>
    )
  }

  const error = mismatch ? 'The two passwords differ.' : reset.isError ? reset.error.message : null
  return (
    <form onSubmit={submit} className="max-w-sm space-y-4" aria-describedby={error ? `${id}-error` : undefined}>
      <NewPasswordFields
        againLabel="The same again"
        hint="Every browser signed in to your account will be signed out."
        mismatch={mismatch}
      />
      {error && (
        <div id={`${id}-error`} role="alert" className={formErrorClass}>
          <p>{error}</p>
          {reset.error instanceof ApiError && reset.error.status === 400 && (
            <Link to="/forgot-password" className="underline">
              Ask for a new link
            </Link>
          )}
        </div>
      )}
      <Button type="submit" variant="primary" aria-disabled={reset.isPending} aria-busy={reset.isPending}>
        Set the new password
      </Button>
    </form>
  )
}
