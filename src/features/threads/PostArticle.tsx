import { type Contribution } from '../../api/schemas/contribution'
import { Button } from '../../components/ui/Button'
import { plural } from '../../lib/plural'
import { PostCard } from './PostCard'

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

/** One contribution of the thread layout, with the way to fold its replies away. */
export function PostArticle({ post, boardId, op, skipBlock = null, replyTo, replyToOnlyNarrow, orphan, replies, current }: PostArticleProps) {
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
      {replies && replies.count > 0 && (
        <footer className="border-t border-stone-200 px-4 py-2 dark:border-stone-800">
          <Button variant="quiet" aria-expanded={!replies.collapsed} onClick={replies.onToggle}>
            {replies.collapsed ? `Show ${plural(replies.count, 'reply', 'replies')}` : `Hide ${plural(replies.count, 'reply', 'replies')}`}
          </Button>
        </footer>
      )}
    </PostCard>
  )
}
