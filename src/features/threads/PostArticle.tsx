import { type Contribution } from '../../api/schemas/contribution'
import { Button } from '../../components/ui/Button'
import { WarnedContent } from '../../components/ui/Reveal'
import { DeltaContent } from '../../lib/delta/DeltaContent'
import { SecretIdentityBadge } from '../../lib/identity/SecretIdentityBadge'
import { plural } from '../../lib/plural'
import { ThreadTags } from '../../lib/tags/ThreadTags'
import { RelativeTime } from '../../lib/time/RelativeTime'
import { relativeTime } from '../../lib/time/relative-time'
import { PostBadges } from './PostBadges'

export interface PostArticleProps {
  post: Contribution
  boardId: string
  op: boolean
  /** The starter's first block, when the page heading says it already. */
  skipBlock?: number | null
  /** Whom the post answers, said when it sits too deep for its indent to show it. */
  replyTo?: string
  /** Only narrow screens, which draw fewer guides, need `replyTo`. */
  replyToOnlyNarrow?: boolean
  orphan?: boolean
  /** Replies below it, and whether they are folded away. */
  replies?: { count: number; collapsed: boolean; onToggle: () => void }
  current?: boolean
}

/** One contribution, led by who said it: identity, marks, time, then its words and tags. */
export function PostArticle({ post, boardId, op, skipBlock = null, replyTo, replyToOnlyNarrow, orphan, replies, current }: PostArticleProps) {
  const name = post.secret_identity.name
  return (
    <article
      aria-label={`${name}, ${relativeTime(new Date(post.created_at), new Date())}`}
      tabIndex={-1}
      data-current={current || undefined}
      className="space-y-3 rounded-lg border border-stone-300 bg-white p-4 wrap-anywhere data-current:ring-2 data-current:ring-amber-500 dark:border-stone-700 dark:bg-stone-900 dark:data-current:ring-amber-400"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <SecretIdentityBadge identity={post.secret_identity} />
        <PostBadges op={op} own={post.own} friend={post.friend} fresh={post.new} />
        <span className="ml-auto text-sm text-stone-700 dark:text-stone-300">
          <RelativeTime dateTime={post.created_at} />
        </span>
      </header>
      {orphan && <p className="text-sm text-stone-700 italic dark:text-stone-300">Replying to a post that is no longer here.</p>}
      {replyTo && <p className={`text-sm text-stone-700 dark:text-stone-300 ${replyToOnlyNarrow ? 'sm:hidden' : ''}`}>↳ Reply to {replyTo}</p>}
      <WarnedContent warnings={post.tags.content_warnings}>
        <DeltaContent content={post.content} skipBlock={skipBlock} />
      </WarnedContent>
      {post.parent_post_id !== null && <ThreadTags tags={post.tags} boardId={boardId} />}
      {replies && replies.count > 0 && (
        <footer className="border-t border-stone-200 pt-2 dark:border-stone-800">
          <Button variant="quiet" aria-expanded={!replies.collapsed} onClick={replies.onToggle}>
            {replies.collapsed ? `Show ${plural(replies.count, 'reply', 'replies')}` : `Hide ${plural(replies.count, 'reply', 'replies')}`}
          </Button>
        </footer>
      )}
    </article>
  )
}
