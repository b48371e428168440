import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useIsLoggedIn } from '../../api/access-token'
import { userQueries } from '../../api/queries/users'
import { type Realm } from '../../contract/schemas/realm'
import { fieldClass } from '../../components/ui/field'
import { readableBoardIds } from '../../lib/readable-boards'

/**
 * Narrows a search to one board of the realm, or widens it back to all of them. Only the
 * boards this reader may read are offered: a members-only board is for the realm's members.
 * A plain select: the platform's own list works from the keyboard and with a screen reader.
 */
export function BoardFilter({
  realm,
  board,
  onChange,
}: {
  realm: Realm
  board: string | undefined
  onChange: (board: string | undefined) => void
}) {
  const id = useId()
  const me = useQuery({ ...userQueries.me(), enabled: useIsLoggedIn() })
  const member = me.data?.realms.some((candidate) => candidate.id === realm.id) ?? false
  const readable = new Set(readableBoardIds(realm, member))
  const boards = realm.boards.filter((candidate) => readable.has(candidate.id) || candidate.id === board)
  return (
    <div className="max-w-sm">
      <label htmlFor={id} className="text-sm font-medium">
        Search in
      </label>
      <select id={id} value={board ?? ''} onChange={(event) => onChange(event.target.value || undefined)} className={fieldClass}>
        <option value="">All of {realm.name}</option>
        {boards.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
            {candidate.members_only ? ' (members only)' : ''}
          </option>
        ))}
      </select>
    </div>
  )
}
