import { useEffect, useState } from 'react'
import { checkNow, useReachability } from '../../api/reachability'
import { Button } from '../../components/ui/Button'

/**
 * "Can't reach Teahouse — retrying": shown while the server does not answer. The page under
 * it stays as it was (a navigation waits, src/api/reachability.ts), and everything carries on
 * by itself once the server answers; Retry checks at once instead of waiting.
 */
export function OutageBar() {
  const { reachable, nextCheckAt, checking } = useReachability()
  const seconds = useSecondsUntil(reachable ? null : nextCheckAt)
  if (reachable) return null
  return (
    <div className="sticky top-0 z-30 border-b border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p className="flex-1">
          {/* Only the news is announced: the countdown beside it changes every second. */}
          <span role="alert" className="font-semibold">
            Can't reach Teahouse — retrying.
          </span>{' '}
          <span className="text-amber-900 dark:text-amber-200">
            {checking || seconds === null ? 'Checking now…' : `Next try in ${seconds} s.`} What is on screen stays readable.
          </span>
        </p>
        <Button onClick={() => void checkNow()} aria-disabled={checking}>
          Retry
        </Button>
      </div>
    </div>
  )
}

/** Whole seconds until `at`, counting down once a second; null without a time. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (at === null) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [at])
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000))
}
