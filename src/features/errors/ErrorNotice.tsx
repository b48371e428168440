import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError } from '../../api/client'
import { Button, buttonClass } from '../../components/ui/Button'
import { Notice } from '../../components/ui/Notice'

/**
 * Why a page's data could not be shown, in the server's words: a 401 offers to log in (and
 * come back here); 403 and 404 say what the server said; anything else can be tried again.
 * `what` names the missing thing: "these threads", "your dex".
 */
export function ErrorNotice({ error, what }: { error: unknown; what: string }) {
  const router = useRouter()
  const location = useLocation()
  const queryErrorReset = useQueryErrorResetBoundary()
  // Lets the retry below (or a later visit) fetch again instead of rethrowing the cached error.
  useEffect(() => queryErrorReset.reset(), [queryErrorReset])

  const status = error instanceof ApiError ? error.status : undefined
  const message = error instanceof Error ? error.message : 'Something went wrong.'
  if (status === 401) {
    return (
      <Notice title={`Log in to see ${what}.`}>
        <p>{message}</p>
        <Link to="/login" search={{ redirect: location.href }} className={buttonClass('primary')}>
          Log in
        </Link>
      </Notice>
    )
  }
  if (status === 403 || status === 404) return <Notice tone="error" title={message} />
  return (
    <Notice tone="error" title={`We could not load ${what}.`}>
      <p>{message}</p>
      <Button onClick={() => void router.invalidate()}>Try again</Button>
    </Notice>
  )
}
