import { type Contribution } from '../../../contract/schemas/contribution'
import { type ComposerTarget, type Posted } from '../../../lib/composer-target'
import { OwnWordsActions } from '../own-words/OwnWordsActions'
import { ModerationActions } from '../moderation/ModerationActions'
import { type DeleteTarget } from '../own-words/use-delete-words'
import { useWordsInPlace } from '../own-words/use-words-in-place'
import { Button } from '../../../components/ui/Button'
import { PostCard } from '../posts/PostCard'
import { hiddenThings } from './fold-label'
import { TOUCH_TARGET } from '../posts/touch-target'
import { relativeTime } from '../../../lib/time/relative-time'
import { useNow } from '../../../lib/time/use-now'

interface PostArticleProps {
  post: Contribution
  boardId: string
  op: boolean
  /** The starter's first block, when the page heading says it already. */
  skipBlock?: number | null
  /** Where it sits, for screen readers: "replying to Hojicha Hare, level 3" (thread-place.ts). */
  place?: string
  /** Whom the post answers, shown when it sits too deep for its indent to show it. */
  replyTo?: string
  /** Only narrow screens, which draw fewer guides, need `replyTo`. */
  replyToOnlyNarrow?: boolean
  /** With `replyTo`, makes it a button that goes to what the post answers (the timeline). */
  onShowParent?: () => void
  orphan?: boolean
  /** What lies below it, to fold away (offered while it is not folded). */
  fold?: { replies: number; comments: number; onFold: () => void }
  current?: boolean
  /** Opens a composer for a reply or a comment here; absent where nobody can write. */
  onWrite?: (target: ComposerTarget) => void
  /** Deletes one's own post, after its Undo; with `onWrite`. */
  onDelete?: (target: DeleteTarget) => void
  /** Brings the post back into view once edited. */
  onEdited: (posted: Posted) => void
}

/** One contribution of the thread layout, with the way to fold its replies away. */
export function PostArticle({
  post,
  boardId,
  op,
  skipBlock = null,
  place,
  replyTo,
  replyToOnlyNarrow,
  onShowParent,
  orphan,
  fold,
  current,
  onWrite,
  onDelete,
  onEdited,
}: PostArticleProps) {
  const folding = fold && fold.replies + fold.comments > 0
  const to = post.secret_identity.name
  // Every post has these buttons, and one poster writes many posts: the time tells them apart.
  const when = relativeTime(new Date(post.created_at), useNow())
  const inPlace = useWordsInPlace('post', post.id, onEdited)
  const ownActions = onWrite && onDelete && post.own && !post.deleted && inPlace === undefined
  const moderationActions = (
    <ModerationActions
      target={{ words: 'post', id: post.id, postId: post.id, who: to }}
      own={post.own}
      removed={post.removed}
      deleted={post.deleted}
      when={when}
    />
  )
  return (
    <PostCard
      post={post}
      boardId={boardId}
      op={op}
      skipBlock={skipBlock}
      orphan={orphan}
      current={current}
      place={place}
      inPlace={inPlace}
      // The place says it already, in the article's name: this is for the eyes.
      note={
        replyTo &&
        (onShowParent ? (
          <Button variant="quiet" className="self-start text-sm" onClick={onShowParent}>
            ↳ Reply to {replyTo}
          </Button>
        ) : (
          <p
            aria-hidden={place ? true : undefined}
            className={`text-sm text-stone-700 dark:text-stone-300 ${replyToOnlyNarrow ? 'sm:hidden' : ''}`}
          >
            ↳ Reply to {replyTo}
          </p>
        ))
      }
    >
      {(folding || onWrite) && (
        <footer className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-stone-200 px-4 py-2 dark:border-stone-800">
          {onWrite && (
            <>
              <Button
                variant="quiet"
                aria-label={`Reply to ${to}'s post, ${when}`}
                className={TOUCH_TARGET}
                onClick={() => onWrite({ kind: 'reply', postId: post.id, to })}
              >
                Reply
              </Button>
              <Button
                variant="quiet"
                aria-label={`Comment on ${to}'s post, ${when}`}
                className={TOUCH_TARGET}
                onClick={() => onWrite({ kind: 'comment', postId: post.id, to })}
              >
                Comment
              </Button>
            </>
          )}
          {ownActions && (
            <OwnWordsActions
              named={`your post, ${when}`}
              onEdit={() => onWrite({ kind: 'edit', words: 'post', id: post.id, postId: post.id, to })}
              onDelete={() => onDelete({ words: 'post', id: post.id, postId: post.id, revision: post.revision })}
            />
          )}
          {moderationActions}
          {folding && (
            <Button variant="quiet" aria-expanded onClick={fold.onFold} className={`ml-auto ${TOUCH_TARGET}`}>
              Hide {hiddenThings(fold.replies, fold.comments)}
            </Button>
          )}
        </footer>
      )}
    </PostCard>
  )
}
