import { lazy, Suspense } from 'react'
import { BoardLink } from '../../components/forum/BoardLink'
import { type Realm } from '../../contract/schemas/realm'
import { plural } from '../../lib/plural'
import { RelativeTime } from '../../lib/time/RelativeTime'

// Pin and Mute are for signed-in readers: a visitor's realm home loads none of their code.
const BoardToggles = lazy(() => import('./BoardToggles').then((module) => ({ default: module.BoardToggles })))

/**
 * The realm's boards as cards: name, tagline, whether members only, how busy and how recently;
 * for a signed-in reader, whether they pinned or muted it and whether it has news since their
 * last visit, with Pin and Mute on each board they may read.
 */
export function RealmBoards({ realm, reader }: { realm: Realm; reader: 'visitor' | 'member' | 'outsider' }) {
  if (realm.boards.length === 0) return <p className="text-stone-700 dark:text-stone-300">This realm has no boards yet.</p>
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={`Boards of ${realm.name}`}>
      {realm.boards.map((board) => (
        <li
          key={board.id}
          className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
        >
          <h3 className="text-lg font-semibold">
            <BoardLink board={board} />
          </h3>
          <p className="text-stone-700 dark:text-stone-300">{board.tagline}</p>
          <p className="mt-auto flex flex-wrap gap-x-3 text-sm text-stone-700 dark:text-stone-300">
            {board.has_updates && <span className="font-semibold text-teal-800 dark:text-teal-300">New activity</span>}
            {board.pinned && <span className="font-medium">Pinned</span>}
            {board.muted && <span className="font-medium">Muted</span>}
            {board.members_only && <span className="font-medium">Members only</span>}
            <span>{board.threads_amount === 0 ? 'No threads yet' : plural(board.threads_amount, 'thread')}</span>
            {board.last_activity_at && (
              <span>
                active <RelativeTime dateTime={board.last_activity_at} />
              </span>
            )}
          </p>
          {reader !== 'visitor' && (reader === 'member' || !board.members_only) && (
            <div className="flex flex-wrap gap-2">
              <Suspense fallback={null}>
                <BoardToggles board={board} named />
              </Suspense>
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
