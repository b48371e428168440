import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { accountMutations, accountQueries } from '../../api/queries/accounts'
import { Button } from '../../components/ui/Button'
import { Notice } from '../../components/ui/Notice'
import { formErrorClass } from '../../components/ui/field'
import { type Session } from '../../contract/schemas/accounts'
import { plural } from '../../lib/plural'
import { RelativeTime } from '../../lib/time/RelativeTime'
import { useFocusSoon } from '../../lib/use-focus-soon'

/**
 * The browsers signed in to the account, this one first marked as such: each other one can be
 * signed out, or all of them at once. What was done is said in the status line, which takes
 * the focus (the button pressed is gone with its row).
 */
export function SessionsList() {
  const id = useId()
  const queryClient = useQueryClient()
  const sessions = useQuery(accountQueries.sessions())
  const focusSoon = useFocusSoon()
  const [said, setSaid] = useState('')
  const done = (words: string) => {
    setSaid(words)
    focusSoon(`${id}-status`)
    return queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey })
  }
  const endOne = useMutation({
    mutationFn: (session: Session) => accountMutations.endSession(session.id),
    onSuccess: (_, session) => done(`${session.device} was signed out.`),
  })
  const endOthers = useMutation({
    mutationFn: accountMutations.endOtherSessions,
    onSuccess: () => done(`Signed out everywhere else: ${plural(others.length, 'other session')} ended.`),
  })

  const list = sessions.data ?? []
  const others = list.filter((session) => !session.current)
  const failed = endOne.error ?? endOthers.error
  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-xl space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Where you are signed in
      </h2>
      {sessions.isPending && <p>Loading your sessions…</p>}
      {sessions.isError && (
        <Notice tone="error" title="Your sessions could not be loaded.">
          <Button onClick={() => void sessions.refetch()}>Try again</Button>
        </Notice>
      )}
      {list.length > 0 && (
        <ul className="divide-y divide-stone-300 rounded-md border border-stone-300 dark:divide-stone-700 dark:border-stone-700">
          {list.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <p className="font-medium">
                  {session.device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-teal-100 px-2 py-0.5 text-sm text-teal-950 dark:bg-teal-900 dark:text-teal-50">
                      This browser
                    </span>
                  )}
                </p>
                <p className="text-sm text-stone-700 dark:text-stone-300">
                  Signed in <RelativeTime dateTime={session.created_at} />, last used <RelativeTime dateTime={session.last_used_at} />
                </p>
              </div>
              {!session.current && (
                <Button
                  aria-label={`Sign out ${session.device}, last used ${new Date(session.last_used_at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })}`}
                  aria-disabled={endOne.isPending}
                  onClick={() => !endOne.isPending && endOne.mutate(session)}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className={formErrorClass}>
          That did not work. {failed.message}
        </p>
      )}
      <p id={`${id}-status`} role="status" tabIndex={-1} className={said ? '' : 'sr-only'}>
        {said}
      </p>
      {others.length > 0 && (
        <Button
          aria-disabled={endOthers.isPending}
          aria-busy={endOthers.isPending}
          onClick={() => !endOthers.isPending && endOthers.mutate()}
        >
          Sign out everywhere else
        </Button>
      )}
      {sessions.isSuccess && others.length === 0 && <p>You are signed in nowhere else.</p>}
    </section>
  )
}
