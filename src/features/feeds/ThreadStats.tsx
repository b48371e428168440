import { type ThreadSummary } from '../../contract/schemas/thread-summary'
import { plural } from '../../lib/plural'
import { RelativeTime } from '../../lib/time/RelativeTime'

const badge = 'rounded-full bg-amber-200 px-2 py-0.5 text-sm font-semibold text-amber-950 dark:bg-amber-800 dark:text-amber-50'

/** Counts, and what is new since the reader's last visit (always false when logged out). */
export function ThreadStats({ thread }: { thread: ThreadSummary }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700 dark:text-stone-300">
      <span>{plural(thread.total_posts_amount, 'post')}</span>
      <span>{plural(thread.total_comments_amount, 'comment')}</span>
      {thread.last_activity_at !== thread.starter.created_at && (
        <span>
          active <RelativeTime dateTime={thread.last_activity_at} />
        </span>
      )}
      {thread.new && <span className={badge}>New thread</span>}
      {!thread.new && thread.new_posts_amount > 0 && <span className={badge}>{plural(thread.new_posts_amount, 'new post')}</span>}
      {thread.new_comments_amount > 0 && <span className={badge}>{plural(thread.new_comments_amount, 'new comment')}</span>}
    </div>
  )
}
