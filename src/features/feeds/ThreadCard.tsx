import { Link } from '@tanstack/react-router'
import { lazy, memo, Suspense, useId } from 'react'
import { type ThreadSummary } from '../../contract/schemas/thread-summary'
import { Reveal } from '../../components/ui/Reveal'
import { DELETED_TITLE } from '../../components/forum/DeletedWords'
import { removedFromSight } from '../../components/forum/RemovedWords'
import { REMOVED_TEXT } from '../../contract/schemas/moderation'
import { usePostTitle } from '../../lib/delta/delta-title'
import { SecretIdentityBadge } from '../../components/forum/SecretIdentityBadge'
import { ThreadTags } from '../../components/forum/ThreadTags'
import { threadPreload } from '../../lib/thread-links'
import { RelativeTime } from '../../lib/time/RelativeTime'
import { StarterContent } from './StarterContent'
import { ThreadStats } from './ThreadStats'

// Star, Hide and Mark as read are for signed-in readers: a visitor's feed loads none of their code.
const CardActions = lazy(() => import('./CardActions').then((module) => ({ default: module.CardActions })))

/**
 * One thread in a feed: its first line as the title (a link in), who started it and when,
 * an excerpt, its tags and counts. A thread behind content warnings, or one the reader
 * hid, keeps its words out of the title too.
 *
 * Memoized: a feed draws its list again as cards are added or one is starred, and the
 * others stay as they were.
 */
export const ThreadCard = memo(function ThreadCard({
  thread,
  signedIn,
  headingLevel = 2,
}: {
  thread: ThreadSummary
  signedIn: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { starter } = thread
  const headingId = useId()
  const title = usePostTitle(starter.content)
  const gated = thread.hidden || starter.tags.content_warnings.length > 0
  const showTitle = !gated && title.text !== ''
  const heading = starter.deleted
    ? DELETED_TITLE
    : removedFromSight(starter)
      ? REMOVED_TEXT
      : showTitle
        ? title.text
        : `Thread by ${starter.secret_identity.name}`
  const link = { to: '/threads/$threadId', params: { threadId: thread.id }, preload: threadPreload(thread) } as const
  return (
    <article
      aria-labelledby={headingId}
      tabIndex={-1}
      className={`space-y-3 rounded-lg border border-stone-300 bg-white p-4 wrap-anywhere dark:border-stone-700 dark:bg-stone-900 ${thread.muted ? 'opacity-80' : ''}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <SecretIdentityBadge identity={starter.secret_identity} />
        <p className="flex items-center gap-2 text-stone-700 dark:text-stone-300">
          {thread.muted && <span className="rounded bg-stone-200 px-1.5 dark:bg-stone-700">Muted</span>}
          <RelativeTime dateTime={starter.created_at} />
        </p>
      </header>
      <Heading id={headingId} className="text-lg leading-snug font-semibold">
        <Link {...link} className="text-stone-950 underline-offset-2 hover:underline dark:text-white">
          {heading}
        </Link>
      </Heading>
      {thread.hidden ? (
        <Reveal notice={<p>You hid this thread.</p>} action="Show it anyway">
          <StarterBody thread={thread} skipBlock={null} />
        </Reveal>
      ) : (
        <StarterBody thread={thread} skipBlock={showTitle ? title.block : null} />
      )}
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 pt-3 dark:border-stone-800">
        <ThreadStats thread={thread} />
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {signedIn && (
            <Suspense fallback={null}>
              <CardActions thread={thread} title={heading} />
            </Suspense>
          )}
          <Link {...link} className="font-medium whitespace-nowrap text-teal-800 underline-offset-2 hover:underline dark:text-teal-300">
            Open thread <span className="sr-only">by {starter.secret_identity.name}</span>
          </Link>
        </span>
      </footer>
    </article>
  )
})

function StarterBody({ thread, skipBlock }: { thread: ThreadSummary; skipBlock: number | null }) {
  return (
    <div className="space-y-3">
      <StarterContent
        content={thread.starter.content}
        postId={thread.starter.id}
        warnings={thread.starter.tags.content_warnings}
        skipBlock={skipBlock}
      />
      <ThreadTags tags={thread.starter.tags} boardId={thread.parent_board_id} />
    </div>
  )
}
