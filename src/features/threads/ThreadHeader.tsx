import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIsLoggedIn } from '../../api/access-token'
import { realmQueries } from '../../api/queries/realms'
import { threadFlagMutation } from '../../api/queries/thread-flags'
import { userQueries } from '../../api/queries/users'
import { type Thread } from '../../api/schemas/thread'
import { Button } from '../../components/ui/Button'
import { PageHeading } from '../../components/ui/PageHeading'
import { showToast } from '../../components/ui/toasts'
import { SecretIdentityBadge } from '../../lib/identity/SecretIdentityBadge'
import { plural } from '../../lib/plural'
import { ThreadTags } from '../../lib/tags/ThreadTags'
import { RelativeTime } from '../../lib/time/RelativeTime'
import { ThreadBreadcrumb } from './ThreadBreadcrumb'
import { ThreadOptions } from './ThreadOptions'
import { threadPermissions } from './thread-permissions'

/** Where the thread lives, its title, who started it, its size and tags, and what can be done to it. */
export function ThreadHeader({ thread, heading }: { thread: Thread; heading: string }) {
  const loggedIn = useIsLoggedIn()
  const realm = useQuery(realmQueries.bySlug(thread.parent_realm_slug))
  const me = useQuery({ ...userQueries.me(), enabled: loggedIn })
  const board = realm.data?.boards.find((candidate) => candidate.id === thread.parent_board_id)
  const permissions = threadPermissions(thread, loggedIn ? me.data : undefined)
  return (
    <header className="space-y-3">
      {realm.data && board && <ThreadBreadcrumb realm={realm.data} board={board} />}
      <PageHeading className="leading-tight sm:text-3xl" documentTitle={`${heading} · ${board?.name ?? 'Teahouse'}`}>
        {heading}
      </PageHeading>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-700 dark:text-stone-300">
        <span className="inline-flex items-center gap-2">
          <SecretIdentityBadge identity={thread.starter.secret_identity} />
          <span>
            started <RelativeTime dateTime={thread.starter.created_at} />
          </span>
        </span>
        <span className="whitespace-nowrap">
          {plural(thread.total_posts_amount, 'post')} · {plural(thread.total_comments_amount, 'comment')}
        </span>
        {thread.muted && <span className="rounded bg-stone-200 px-1.5 dark:bg-stone-700">Muted</span>}
      </div>
      <ThreadTags tags={thread.starter.tags} boardId={thread.parent_board_id} />
      <div className="flex flex-wrap items-center gap-2">
        {permissions.flags && <StarToggle thread={thread} />}
        <ThreadOptions thread={thread} permissions={permissions} boards={realm.data?.boards} />
      </div>
    </header>
  )
}

function StarToggle({ thread }: { thread: Thread }) {
  const queryClient = useQueryClient()
  const star = useMutation(threadFlagMutation(queryClient, thread.id, 'starred'))
  const toggle = () =>
    star.mutate(!thread.starred, {
      onError: (error) => showToast({ tone: 'error', title: 'Could not change the star.', description: error.message }),
    })
  return (
    <Button
      aria-pressed={thread.starred}
      aria-disabled={star.isPending}
      onClick={() => star.isPending || toggle()}
      className="aria-pressed:border-amber-500 aria-pressed:bg-amber-50 dark:aria-pressed:border-amber-400 dark:aria-pressed:bg-amber-950"
    >
      <span aria-hidden="true" className={thread.starred ? 'text-amber-700 dark:text-amber-300' : undefined}>
        {thread.starred ? '★' : '☆'}
      </span>{' '}
      Star
    </Button>
  )
}
