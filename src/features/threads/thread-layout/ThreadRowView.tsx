import { memo } from 'react'
import { type SecretIdentity } from '../../../contract/schemas/secret-identity'
import { Button } from '../../../components/ui/Button'
import { plural } from '../../../lib/plural'
import { CommentChain } from '../posts/CommentChain'
import { hiddenThings } from './fold-label'
import { IndentGuides, MAX_GUIDES, MAX_GUIDES_NARROW } from './IndentGuides'
import { PostArticle } from './PostArticle'
import { TOUCH_TARGET } from '../posts/touch-target'
import { sameIdentity } from '../posts/PostBadges'
import { type Posted } from '../../../lib/composer-target'
import { type ComposerControl } from '../composer-context'
import { commentPlace, postPlace } from './thread-place'
import { type ThreadTree } from '../thread-tree'
import { type ThreadRow } from './thread-rows'
import { type DeleteTarget } from '../own-words/use-delete-words'

/** What every row needs from the thread around it. */
export interface RowContext {
  tree: ThreadTree
  boardId: string
  starterIdentity: SecretIdentity
  /** The starter's block the page heading shows already. */
  titleBlock: number | null
  /** The row that "Next new" or `?post=` went to. */
  currentKey: string | null
  /** Folds a contribution's replies and comments away, or brings them back. */
  fold: (postId: string) => void
  unfold: (postId: string) => void
  showAllComments: (postId: string) => void
  /** Null where nobody can write. */
  composer: ComposerControl | null
  showPosted: (posted: Posted) => void
  /** Deletes one's own post or comment, after its Undo. */
  deleteWords: (target: DeleteTarget) => void
  /** The timeline: each reply says whom it answers, as a button that goes there. */
  showParent?: (postId: string) => void
}

/**
 * One row of the thread layout, with its indentation guides; spacing lives inside the row so
 * guides run on. Memoised: the window list redraws as it measures and scrolls, and a row whose
 * row and context are the same objects has nothing new to show.
 */
export const ThreadRowView = memo(function ThreadRowView({ row, context }: { row: ThreadRow; context: RowContext }) {
  return (
    <div className="flex">
      <IndentGuides guides={row.guides} onCollapse={context.fold} />
      <div className="min-w-0 flex-1 pb-3">
        <RowBody row={row} context={context} />
      </div>
    </div>
  )
})

function RowBody({ row, context }: { row: ThreadRow; context: RowContext }) {
  const current = context.currentKey === row.key
  switch (row.type) {
    case 'post': {
      const { node } = row
      const parent = node.post.parent_post_id ? context.tree.byId.get(node.post.parent_post_id) : undefined
      const deep = row.guides.length > MAX_GUIDES_NARROW && parent !== undefined
      const { showParent } = context
      return (
        <PostArticle
          post={node.post}
          boardId={context.boardId}
          op={sameIdentity(node.post.secret_identity, context.starterIdentity)}
          skipBlock={node.depth === 0 ? context.titleBlock : null}
          place={postPlace(node, context.tree)}
          replyTo={(deep || showParent) && parent ? parent.post.secret_identity.name : undefined}
          onShowParent={showParent && parent ? () => showParent(parent.post.id) : undefined}
          orphan={node.orphan}
          fold={
            // The timeline is flat: nothing lies below a post there.
            node.depth > 0 && !row.collapsed && !showParent
              ? { replies: node.descendants, comments: node.commentsBelow, onFold: () => context.fold(node.post.id) }
              : undefined
          }
          current={current}
          replyToOnlyNarrow={!showParent && row.guides.length <= MAX_GUIDES}
          onWrite={context.composer?.open}
          onDelete={context.deleteWords}
          onEdited={context.showPosted}
        />
      )
    }
    case 'comment':
      return (
        <CommentChain
          unit={row.unit}
          level={row.level}
          place={commentPlace({
            unit: row.unit,
            level: row.level,
            parent: row.parent,
            post: row.stray ? undefined : context.tree.byId.get(row.postId),
          })}
          opIdentity={context.starterIdentity}
          current={current}
          onReply={
            context.composer && !row.stray
              ? () =>
                  context.composer?.open({
                    kind: 'comment',
                    postId: row.postId,
                    replyToCommentId: row.unit.id,
                    to: row.unit.parts[0]?.secret_identity.name ?? 'a comment',
                  })
              : undefined
          }
          own={
            context.composer && !row.stray
              ? {
                  edit: (comment) =>
                    context.composer?.open({
                      kind: 'edit',
                      words: 'comment',
                      id: comment.id,
                      postId: comment.parent_post_id,
                      to: comment.secret_identity.name,
                    }),
                  delete: context.deleteWords,
                  onEdited: context.showPosted,
                }
              : undefined
          }
        />
      )
    case 'composer':
      return <div style={{ marginLeft: `${Math.min(row.level, 3) * 1.25}rem` }}>{context.composer?.render(context.showPosted)}</div>
    case 'more-comments':
      return (
        <Button variant="quiet" className={TOUCH_TARGET} onClick={() => context.showAllComments(row.postId)}>
          Show {plural(row.hidden, 'more comment')}
        </Button>
      )
    case 'collapsed':
      return (
        <Button variant="quiet" aria-expanded={false} className={TOUCH_TARGET} onClick={() => context.unfold(row.postId)}>
          {hiddenThings(row.replies, row.comments)} hidden · Show
        </Button>
      )
    case 'stray-comments':
      return <h2 className="pt-4 text-base font-semibold">Comments on a post that is no longer here</h2>
    case 'new-divider':
      return (
        <div
          role="separator"
          aria-label="New since your last visit"
          className="flex items-center gap-3 py-1 text-sm font-semibold text-amber-900 dark:text-amber-200"
        >
          <span className="h-px flex-1 bg-amber-500" />
          <span aria-hidden="true">New since your last visit</span>
          <span className="h-px flex-1 bg-amber-500" />
        </div>
      )
  }
}
