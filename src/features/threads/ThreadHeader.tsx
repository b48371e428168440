import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useIsLoggedIn } from '../../api/access-token'
import { realmQueries } from '../../api/queries/realms'
import { userQueries } from '../../api/queries/users'
import { type Thread } from '../../contract/schemas/thread'
import { buttonClass } from '../../components/ui/Button'
import { PageHeading } from '../../components/ui/PageHeading'
import { SecretIdentityBadge } from '../../components/forum/SecretIdentityBadge'
import { plural } from '../../lib/plural'
import { ThreadTags } from '../../components/forum/ThreadTags'
import { RelativeTime } from '../../lib/time/RelativeTime'
import { LinkOnlyOptions, threadOptionsLabel } from './options/LinkOnlyOptions'
import { ThreadBreadcrumb } from './ThreadBreadcrumb'
import { threadPermissions } from './options/thread-permissions'

// A visitor may only copy a thread's link; what a signed-in reader may do to it (star, mute,
// and for some its default view and board) comes with their session, as its code does.
const SignedInActions = lazy(() => import('./options/SignedInActions').then((module) => ({ default: module.SignedInActions })))

/** Holds the options' place while they load: nothing to press that would vanish under the pointer. */
const optionsPlace = (
  <span aria-hidden="true" className={buttonClass('secondary', 'invisible')}>
    {threadOptionsLabel}
  </span>
)

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
        {loggedIn ? (
          <Suspense fallback={optionsPlace}>
            <SignedInActions thread={thread} permissions={permissions} boards={realm.data?.boards} />
          </Suspense>
        ) : (
          <LinkOnlyOptions threadId={thread.id} />
        )}
      </div>
    </header>
  )
}
