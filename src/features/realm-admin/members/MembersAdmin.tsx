import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { memberQueries } from '../../../api/queries/realm-admin'
import { userQueries } from '../../../api/queries/users'
import { Button } from '../../../components/ui/Button'
import { fieldClass } from '../../../components/ui/field'
import { LoadMore } from '../../../components/ui/LoadMore'
import { Notice } from '../../../components/ui/Notice'
import { Skeleton } from '../../../components/ui/Skeleton'
import { type Realm } from '../../../contract/schemas/realm'
import { useFocusSoon } from '../../../lib/use-focus-soon'
import { MemberEntry } from './MemberEntry'

/** How long typing rests before the list is asked for again. */
const SEARCH_PAUSE_MS = 250

/** The realm's members, newest first, found by username: each one's role, and taking them out. */
export function MembersAdmin({ realm }: { realm: Realm }) {
  const fieldId = useId()
  const [typed, setTyped] = useState('')
  const q = useSettled(typed.trim())
  const members = useInfiniteQuery({ ...memberQueries.search(realm.id, q), placeholderData: keepPreviousData })
  const myId = useQuery(userQueries.me()).data?.id
  const list = members.data?.pages.flatMap((page) => page.members) ?? []
  const [removed, setRemoved] = useState<string | null>(null)
  const focusSoon = useFocusSoon()
  const removedNote = useId()
  // Their entry is gone with its "Remove": focus goes to the words that say so.
  const onRemoved = (username: string) => {
    setRemoved(username)
    focusSoon(removedNote)
  }
  return (
    <div className="space-y-4">
      <div className="max-w-md">
        <label htmlFor={fieldId} className="font-medium">
          Find a member by username
        </label>
        <input
          id={fieldId}
          type="search"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className={fieldClass}
        />
      </div>
      <p id={removedNote} tabIndex={-1} role="status" className="text-stone-700 empty:hidden dark:text-stone-300">
        {removed && `${removed} is no longer a member of ${realm.name}.`}
      </p>
      {members.isPending ? (
        <Skeleton className="h-40" />
      ) : members.isError ? (
        <Notice tone="error" title="The members could not be loaded.">
          <p>{members.error.message}</p>
          <Button onClick={() => void members.refetch()}>Try again</Button>
        </Notice>
      ) : list.length === 0 ? (
        <Notice title={q ? `No member’s username holds “${q}”.` : 'No members yet.'} />
      ) : (
        <>
          <ul
            aria-label={q ? `Members whose username holds “${q}”` : `Members of ${realm.name}`}
            aria-busy={members.isPlaceholderData}
            className="divide-y divide-stone-200 rounded-lg border border-stone-300 dark:divide-stone-800 dark:border-stone-700"
          >
            {list.map((member) => (
              <MemberEntry key={member.user_id} member={member} realm={realm} isMe={member.user_id === myId} onRemoved={onRemoved} />
            ))}
          </ul>
          <LoadMore list={members} />
        </>
      )}
    </div>
  )
}

/** `value` once it has stayed the same for a moment: a search per pause, not per key. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [value])
  return settled
}
