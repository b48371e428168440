import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { type SecretIdentity } from '../../api/schemas/secret-identity'
import { Button } from '../../components/ui/Button'
import { WarnedContent } from '../../components/ui/Reveal'
import { DeltaContent } from '../../lib/delta/DeltaContent'
import { SecretIdentityBadge } from '../../lib/identity/SecretIdentityBadge'
import { plural } from '../../lib/plural'
import { ThreadTags } from '../../lib/tags/ThreadTags'
import { RelativeTime } from '../../lib/time/RelativeTime'
import { relativeTime } from '../../lib/time/relative-time'
import { CommentChain } from './CommentChain'
import { PostBadges } from './PostBadges'
import { flattenUnits, type PostNode } from './thread-rows'

/**
 * A contribution as a gallery card: its pictures whole, its words, and its comments folded
 * behind their count, opened in place. Deeper replies are a link into the thread layout.
 */
export function GalleryCard({
  node,
  threadId,
  boardId,
  starterIdentity,
  skipBlock = null,
  commentsOpen,
  onToggleComments,
  current,
}: {
  node: PostNode
  threadId: string
  boardId: string
  starterIdentity: SecretIdentity
  skipBlock?: number | null
  commentsOpen: boolean
  onToggleComments: () => void
  current: boolean
}) {
  const { post } = node
  const comments = flattenUnits(node.comments)
  const freshComments = comments.filter(({ unit }) => unit.isNew).length
  const commentsId = useId()
  const op = post.secret_identity.name === starterIdentity.name && post.secret_identity.avatar === starterIdentity.avatar
  return (
    <article
      aria-label={`${post.secret_identity.name}, ${relativeTime(new Date(post.created_at), new Date())}`}
      tabIndex={-1}
      data-current={current || undefined}
      className="rounded-lg border border-stone-300 bg-white wrap-anywhere data-current:ring-2 data-current:ring-amber-500 dark:border-stone-700 dark:bg-stone-900 dark:data-current:ring-amber-400"
    >
      <div className="space-y-3 p-4">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <SecretIdentityBadge identity={post.secret_identity} />
          <PostBadges op={op} own={post.own} friend={post.friend} fresh={post.new} />
          <span className="ml-auto text-sm text-stone-700 dark:text-stone-300">
            <RelativeTime dateTime={post.created_at} />
          </span>
        </header>
        {node.orphan && <p className="text-sm text-stone-700 italic dark:text-stone-300">Replying to a post that is no longer here.</p>}
        <WarnedContent warnings={post.tags.content_warnings}>
          <DeltaContent content={post.content} skipBlock={skipBlock} />
        </WarnedContent>
        {post.parent_post_id !== null && <ThreadTags tags={post.tags} boardId={boardId} />}
      </div>
      {(comments.length > 0 || node.descendants > 0) && (
        <footer className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-stone-200 px-4 py-2 text-sm dark:border-stone-800">
          {comments.length > 0 && (
            <Button variant="quiet" aria-expanded={commentsOpen} aria-controls={commentsId} onClick={onToggleComments}>
              {commentsOpen ? 'Hide comments' : plural(comments.length, 'comment')}
              {!commentsOpen && freshComments > 0 && <span className="font-semibold"> · {freshComments} new</span>}
            </Button>
          )}
          {node.descendants > 0 && (
            <Link
              to="/threads/$threadId"
              params={{ threadId }}
              search={{ view: 'thread', post: post.id }}
              className="text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
            >
              {plural(node.descendants, 'reply', 'replies')} in the thread view
            </Link>
          )}
        </footer>
      )}
      <div id={commentsId} hidden={!commentsOpen} className="space-y-2 px-4 pb-4">
        {commentsOpen &&
          comments.map(({ unit, level }) => <CommentChain key={unit.id} unit={unit} level={level} opIdentity={starterIdentity} />)}
      </div>
    </article>
  )
}
