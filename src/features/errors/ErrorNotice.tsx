import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError } from '../../api/client'
import { Button, buttonClass } from '../../components/ui/Button'
import { Notice } from '../../components/ui/Notice'

/**
 * Why a page's data could not be shown: a plain title, the server's words under it, and the
 * next step. A 401 offers to log in (and come back here); a 403 says whom to ask; a 404 leads
 * home; anything else can be tried again. `what` names the missing thing: "these threads".
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
        <p className="text-sm">{message}</p>
        <Link to="/login" search={{ redirect: location.href }} className={buttonClass('primary')}>
          Log in
        </Link>
      </Notice>
    )
  }
  if (status === 403) {
    return (
      <Notice tone="error" title={`You do not have access to ${what}.`}>
        <p className="text-sm">{message}</p>
        <p>Ask a moderator of its realm for an invite.</p>
      </Notice>
    )
  }
  if (status === 404) {
    return (
      <Notice tone="error" title={`We could not find ${what}.`}>
        <p className="text-sm">{message}</p>
        <Link to="/" className="text-teal-800 underline dark:text-teal-300">
          Go to the front page
        </Link>
      </Notice>
    )
  }
  return (
    <Notice tone="error" title={`We could not load ${what}.`}>
      <p className="text-sm">{message}</p>
      <Button onClick={() => void router.invalidate()}>Try again</Button>
    </Notice>
  )
}
