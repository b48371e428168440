import { useState } from 'react'
import { type Thread } from '../../api/schemas/thread'
import { Button } from '../../components/ui/Button'
import { WarnedContent } from '../../components/ui/Reveal'
import { DeltaContent } from '../../lib/delta/DeltaContent'
import { SecretIdentityBadge } from '../../lib/identity/SecretIdentityBadge'
import { plural } from '../../lib/plural'
import { RelativeTime } from '../../lib/time/RelativeTime'

const PAGE = 50

/**
 * A thread's posts in order, fifty at a time: the big demo thread has over a thousand, and
 * rendering them all at once would freeze a cheap phone.
 */
export function ThreadPosts({ thread }: { thread: Thread }) {
  const [shown, setShown] = useState(PAGE)
  const posts = thread.posts.slice(0, shown)
  return (
    <div className="space-y-4">
      <ol className="space-y-4" aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id}>
            <article
              aria-label={`Post by ${post.secret_identity.name}`}
              className="space-y-3 rounded-lg border border-stone-300 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
            >
              <header className="flex flex-wrap items-center justify-between gap-2">
                <SecretIdentityBadge identity={post.secret_identity} />
                <span className="text-sm text-stone-700 dark:text-stone-300">
                  <RelativeTime dateTime={post.created_at} />
                </span>
              </header>
              <WarnedContent warnings={post.tags.content_warnings}>
                <DeltaContent content={post.content} />
              </WarnedContent>
              <p className="text-sm text-stone-700 dark:text-stone-300">
                {plural(thread.comments[post.id]?.length ?? 0, 'comment')}
              </p>
            </article>
          </li>
        ))}
      </ol>
      {shown < thread.posts.length && (
        <Button onClick={() => setShown(shown + PAGE)}>Show {Math.min(PAGE, thread.posts.length - shown)} more posts</Button>
      )}
    </div>
  )
}
