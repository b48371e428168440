import { type Contribution } from '../../api/schemas/contribution'
import { Button } from '../../components/ui/Button'
import { PostCard } from './PostCard'
import { hiddenThings } from './fold-label'

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
  /** What lies below it, to fold away (offered while it is not folded). */
  fold?: { replies: number; comments: number; onFold: () => void }
  current?: boolean
}

/** One contribution of the thread layout, with the way to fold its replies away. */
export function PostArticle({ post, boardId, op, skipBlock = null, replyTo, replyToOnlyNarrow, orphan, fold, current }: PostArticleProps) {
  return (
    <PostCard
      post={post}
      boardId={boardId}
      op={op}
      skipBlock={skipBlock}
      orphan={orphan}
      current={current}
      note={replyTo && <p className={`text-sm text-stone-700 dark:text-stone-300 ${replyToOnlyNarrow ? 'sm:hidden' : ''}`}>↳ Reply to {replyTo}</p>}
    >
      {fold && fold.replies + fold.comments > 0 && (
        <footer className="border-t border-stone-200 px-4 py-2 dark:border-stone-800">
          <Button variant="quiet" aria-expanded onClick={fold.onFold}>
            Hide {hiddenThings(fold.replies, fold.comments)}
          </Button>
        </footer>
      )}
    </PostCard>
  )
}
