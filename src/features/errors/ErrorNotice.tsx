import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError } from '../../api/client'
import { Button, buttonClass } from '../../components/ui/Button'
import { Notice } from '../../components/ui/Notice'
import { PageHeading } from '../../components/ui/PageHeading'
import { describeError, type ErrorWords, type NextStep } from './error-words'

interface ErrorNoticeProps {
  error: unknown
  /** The page's words: `wordsFor('thread')`. */
  words: ErrorWords
  /**
   * 'page': the title is the page's h1 (a page with nothing else to head it: a thread that is
   * not there). 'box' (the default): a boxed notice under the page's own heading (a board's name).
   */
  as?: 'page' | 'box'
}

/**
 * Why a page's data could not be shown: a plain title, the server's words small under it, and
 * a next step that works (errors/error-words).
 */
export function ErrorNotice({ error, words, as = 'box' }: ErrorNoticeProps) {
  const queryErrorReset = useQueryErrorResetBoundary()
  // Lets a retry (or a later visit) fetch again instead of rethrowing the cached error.
  useEffect(() => queryErrorReset.reset(), [queryErrorReset])
  const { title, detail, next } = describeError(error, words)
  const body = (
    <>
      <p className="text-sm text-stone-700 dark:text-stone-300">{detail}</p>
      <Steps next={next} unreachable={error instanceof ApiError && error.status === 0} />
    </>
  )
  if (as === 'page') {
    return (
      <div className="space-y-3">
        <PageHeading>{title}</PageHeading>
        {body}
      </div>
    )
  }
  return (
    <Notice tone={next === 'retry' ? 'error' : 'neutral'} title={title}>
      {body}
    </Notice>
  )
}

function Steps({ next, unreachable }: { next: NextStep; unreachable: boolean }) {
  const router = useRouter()
  const href = useLocation({ select: (location) => location.href })
  const home = (variant: 'primary' | 'secondary') => (
    <Link to="/" className={buttonClass(variant)}>
      Go to the front page
    </Link>
  )
  switch (next) {
    case 'log-in':
      return (
        <div className="flex flex-wrap gap-3">
          {/* Back here once signed in: the page may well be open to them. */}
          <Link to="/login" search={{ redirect: href }} className={buttonClass('primary')}>
            Log in
          </Link>
          {home('secondary')}
        </div>
      )
    case 'ask-for-invite':
      return (
        <>
          <p>Ask a moderator of its realm for an invite: once you are a member, it opens to you.</p>
          <div className="flex flex-wrap gap-3">{home('secondary')}</div>
        </>
      )
    case 'go-home':
      return <div className="flex flex-wrap gap-3">{home('primary')}</div>
    case 'retry':
      return (
        <div className="flex flex-wrap gap-3">
          <Button variant="primary" onClick={() => void router.invalidate()}>
            {unreachable ? 'Retry' : 'Try again'}
          </Button>
        </div>
      )
  }
}
