import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { authMutations } from '../../api/queries/auth'
import { Button } from '../../components/ui/Button'
import { fieldClass, formErrorClass } from '../../components/ui/field'
import { safeRedirect } from './session'

/** Logs in, then goes to `redirectTo`, or calls `onLoggedIn` instead (signing in without leaving the page). */
export function LoginForm({ redirectTo, onLoggedIn }: { redirectTo?: string; onLoggedIn?: () => void }) {
  const router = useRouter()
  const errorId = useId()
  const logIn = useMutation({
    mutationFn: authMutations.logIn,
    // The cache was emptied as the token arrived (forgetDataOnSessionChange).
    onSuccess: async () => {
      if (onLoggedIn) onLoggedIn()
      else await router.navigate({ href: safeRedirect(redirectTo), replace: true })
    },
  })

  // From the answer until the next page is drawn (or the caller closes the form), the form stays
  // as it was sent: busy, the words in place. Drawn idle again, it flashed before it went away.
  const busy = logIn.isPending || logIn.isSuccess

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = new FormData(event.currentTarget)
    logIn.mutate({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') })
  }

  const invalid = logIn.isError || undefined
  return (
    <form onSubmit={submit} className="max-w-sm space-y-4" aria-describedby={logIn.isError ? errorId : undefined}>
      {logIn.isError && (
        <p id={errorId} role="alert" className={formErrorClass}>
          {logIn.error.message}
        </p>
      )}
      <label className="block">
        Email
        <input name="email" type="email" autoComplete="username" required aria-invalid={invalid} className={fieldClass} />
      </label>
      <label className="block">
        Password
        <input name="password" type="password" autoComplete="current-password" required aria-invalid={invalid} className={fieldClass} />
      </label>
      {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
      <Button type="submit" variant="primary" aria-disabled={busy} aria-busy={busy}>
        Log in
      </Button>
    </form>
  )
}
