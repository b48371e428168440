import { type ReactNode } from 'react'
import { type Contribution } from '../../../contract/schemas/contribution'
import { WarnedContent } from '../../../components/ui/Reveal'
import { DeltaContent } from '../../../lib/delta/DeltaContent'
import { DeletedWords } from '../../../components/forum/DeletedWords'
import { RemovalNote, RemovedWords, removedFromSight } from '../../../components/forum/RemovedWords'
import { SecretIdentityBadge } from '../../../components/forum/SecretIdentityBadge'
import { ThreadTags } from '../../../components/forum/ThreadTags'
import { RelativeTime } from '../../../lib/time/RelativeTime'
import { relativeTime } from '../../../lib/time/relative-time'
import { EditedMark } from './EditedMark'
import { PostBadges } from './PostBadges'
import { useNow } from '../../../lib/time/use-now'

/**
 * A contribution as both layouts show it: an `article` named by who said it and when, led by
 * the identity, its marks and the time, then its words (behind their content warnings) and
 * its tags. `note` goes between the two; `children` (the layout's footers) after.
 * `current` rings the one "Next new" or `?post=` went to. `place` (the thread layout's "replying to
 * Hojicha Hare, level 3") goes into the name and, for screen readers that read articles as
 * plain text, after the identity (docs/decisions/029).
 */
export function PostCard({
  post,
  boardId,
  op,
  skipBlock = null,
  orphan = false,
  current = false,
  place,
  note,
  inPlace,
  children,
}: {
  post: Contribution
  boardId: string
  op: boolean
  /** The starter's first block, when the page heading says it already. */
  skipBlock?: number | null
  orphan?: boolean
  current?: boolean
  place?: string
  note?: ReactNode
  /** Drawn instead of its words and tags while its writer edits or deletes it (use-words-in-place). */
  inPlace?: ReactNode
  children?: ReactNode
}) {
  const now = useNow()
  return (
    <article
      aria-label={[post.secret_identity.name, place, relativeTime(new Date(post.created_at), now)].filter(Boolean).join(', ')}
      tabIndex={-1}
      data-current={current || undefined}
      className="rounded-lg border border-stone-300 bg-white wrap-anywhere data-current:ring-2 data-current:ring-amber-500 dark:border-stone-700 dark:bg-stone-900 dark:data-current:ring-amber-400"
    >
      <div className="space-y-3 p-4">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <SecretIdentityBadge identity={post.secret_identity} />
          {place && <span className="sr-only">, {place}</span>}
          <PostBadges op={op} own={post.own} friend={post.friend} fresh={post.new} />
          <span className="ml-auto flex flex-wrap items-center gap-x-2 text-sm text-stone-700 dark:text-stone-300">
            <RelativeTime dateTime={post.created_at} />
            {post.edited_at && !post.deleted && (
              <EditedMark kind="post" id={post.id} editedAt={post.edited_at} who={post.secret_identity.name} />
            )}
          </span>
        </header>
        {orphan && <p className="text-sm text-stone-700 italic dark:text-stone-300">Replying to a post that is no longer here.</p>}
        {note}
        {post.removed && post.removal_reason !== null && <RemovalNote reason={post.removal_reason} />}
        {inPlace !== undefined ? (
          inPlace
        ) : post.deleted ? (
          <DeletedWords />
        ) : removedFromSight(post) ? (
          <RemovedWords />
        ) : (
          <WarnedContent warnings={post.tags.content_warnings}>
            <DeltaContent content={post.content} skipBlock={skipBlock} revealScope={post.id} />
          </WarnedContent>
        )}
        {/* The starter's tags are in the page header. */}
        {post.parent_post_id !== null && inPlace === undefined && <ThreadTags tags={post.tags} boardId={boardId} />}
      </div>
      {children}
    </article>
  )
}
