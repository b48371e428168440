import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { accountMutations } from '../../api/queries/accounts'
import { Button } from '../../components/ui/Button'
import { formErrorClass } from '../../components/ui/field'

/**
 * Where a digest's "Stop these mails" leads: one button, not a stop on opening, since mail
 * scanners open links. No login needed; the link stops that reader's digest and nothing else.
 */
export function UnsubscribeForm({ token }: { token: string }) {
  const stop = useMutation({ mutationFn: () => accountMutations.unsubscribe(token) })

  if (stop.isSuccess) {
    return (
      <div className="max-w-md space-y-4">
        <p role="status">{stop.data.message}</p>
        <Link to="/settings" className="underline">
          Your settings
        </Link>
      </div>
    )
  }
  return (
    <div className="max-w-md space-y-4">
      <p>You get a mail once a day of the notifications you have not read. Stop it?</p>
      {stop.isError && (
        <div role="alert" className={formErrorClass}>
          <p>{stop.error.message}</p>
          <Link to="/settings" className="underline">
            Your settings
          </Link>
        </div>
      )}
      <Button variant="primary" aria-disabled={stop.isPending} aria-busy={stop.isPending} onClick={() => !stop.isPending && stop.mutate()}>
        Stop the daily mail
      </Button>
    </div>
  )
}
