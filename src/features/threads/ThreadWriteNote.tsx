import { useQuery } from '@tanstack/react-query'
import { realmQueries } from '../../api/queries/realms'
import { type Thread } from '../../contract/schemas/thread'
import { type WriteAccess } from '../../lib/write-access'
import { WriteAccessNote } from '../../components/forum/WriteAccessNote'

/** Said once, under the thread's header, to a reader who is offered no Reply or Comment: why not, and what to do. */
export function ThreadWriteNote({ thread, access }: { thread: Thread; access: WriteAccess }) {
  const realm = useQuery(realmQueries.bySlug(thread.parent_realm_slug))
  if (access !== 'visitor' && access !== 'outsider') return null
  return (
    <div className="text-sm">
      <WriteAccessNote access={access} realmName={realm.data?.name} action="reply" />
    </div>
  )
}
