import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { type ThreadSummary } from '../../api/schemas/thread-summary'
import { Reveal } from '../../components/ui/Reveal'
import { SecretIdentityBadge } from '../../lib/identity/SecretIdentityBadge'
import { RelativeTime } from '../../lib/time/RelativeTime'
import { StarButton } from './StarButton'
import { StarterContent } from './StarterContent'
import { ThreadStats } from './ThreadStats'
import { ThreadTags } from './ThreadTags'

/** One thread in a feed: who started it, when, what it says, its tags and counts, and a way in. */
export function ThreadCard({ thread, canStar }: { thread: ThreadSummary; canStar: boolean }) {
  const { starter } = thread
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      tabIndex={-1}
      className={`space-y-3 rounded-lg border border-stone-300 bg-white p-4 wrap-anywhere dark:border-stone-700 dark:bg-stone-900 ${thread.muted ? 'opacity-80' : ''}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-base">
          <SecretIdentityBadge identity={starter.secret_identity} />
        </h2>
        <p className="flex items-center gap-2 text-sm text-stone-700 dark:text-stone-300">
          {thread.muted && <span className="rounded bg-stone-200 px-1.5 dark:bg-stone-700">Muted</span>}
          <RelativeTime dateTime={starter.created_at} />
        </p>
      </header>
      {thread.hidden ? (
        <Reveal notice={<p>You hid this thread.</p>} action="Show it anyway">
          <StarterBody thread={thread} />
        </Reveal>
      ) : (
        <StarterBody thread={thread} />
      )}
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 pt-3 dark:border-stone-800">
        <ThreadStats thread={thread} />
        <span className="flex items-center gap-3">
          {canStar && <StarButton threadId={thread.id} starred={thread.starred} />}
          <Link
            to="/threads/$threadId"
            params={{ threadId: thread.id }}
            className="font-medium text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
          >
            Open thread{' '}<span className="sr-only">by {starter.secret_identity.name}</span>
          </Link>
        </span>
      </footer>
    </article>
  )
}

function StarterBody({ thread }: { thread: ThreadSummary }) {
  return (
    <div className="space-y-3">
      <StarterContent content={thread.starter.content} warnings={thread.starter.tags.content_warnings} />
      <ThreadTags tags={thread.starter.tags} boardId={thread.parent_board_id} />
    </div>
  )
}
